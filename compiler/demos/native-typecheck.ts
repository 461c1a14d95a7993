import { spawn } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { rm, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { diagnostic, type Diagnostic } from '../helpers/diagnostics';
import { DEMO_TYPE_HINT } from './demo-compiler-options';
import { demoProgramConfig } from './demo-program-config';
import { demoProgramGroups } from './demo-programs';

/**
 * TypeScript 7's compiler, a native executable, from the `typescript-native` dependency's platform
 * package; undefined where that package is not installed (an unsupported platform, or optional
 * dependencies left out), and the demos are checked with the JavaScript compiler instead.
 */
export function nativeTypeScript(projectRoot: string): string | undefined {
  try {
    const manifest = createRequire(path.join(projectRoot, 'package.json')).resolve('typescript-native/package.json');
    const platform = createRequire(manifest).resolve(`@typescript/typescript-${process.platform}-${process.arch}/package.json`);
    const exe = path.join(path.dirname(platform), 'lib', process.platform === 'win32' ? 'tsc.exe' : 'tsc');
    return existsSync(exe) ? exe : undefined;
  } catch {
    return undefined;
  }
}

export interface NativeTypecheck {
  diagnostics: Promise<Diagnostic[]>;
  /**
   * Whether the process waits for the compiler: only while its answer is awaited, so a build that
   * stops early (a content error) does not wait for a type-check nobody will read.
   */
  awaited(yes: boolean): void;
}

/**
 * Type-checks `files` in one run of the native compiler: the same errors as the JavaScript compiler
 * gives, for about a quarter of its CPU time, in a process of its own rather than a thread sharing
 * V8's background threads with the render workers; each program as `demoProgramConfig` has it.
 */
export function typecheckDemosNative(exe: string, files: readonly string[], projectRoot: string, scratchDir: string): NativeTypecheck {
  let waited = false;
  let child: ReturnType<typeof spawn> | undefined;
  const apply = () => {
    // The pipes are sockets: each keeps the event loop alive as the process does.
    for (const handle of [child, child?.stdout, child?.stderr] as ({ ref(): void; unref(): void } | null | undefined)[]) {
      if (waited) handle?.ref();
      else handle?.unref();
    }
  };
  const run = async (): Promise<Diagnostic[]> => {
    const groups = demoProgramGroups(files);
    if (!groups.length) return [];
    await mkdir(scratchDir, { recursive: true });
    const stem = path.join(scratchDir, `tsconfig.demos.${process.pid}.${Math.random().toString(36).slice(2)}`);
    const configs = groups.map((_, i) => `${stem}.${i}.json`);
    // Build mode records each program's state beside its config, ignored here (--force) and deleted after.
    const leftovers = [...configs, ...configs.map((config) => config.replace(/\.json$/, '.tsbuildinfo'))];
    // A build that stops early exits without waiting for the answer: the compiler would run on for a
    // minute on a large site, and the scratch configs would stay behind. Killed outright: it writes
    // its build state as it stops, which would be left behind too.
    const stop = () => {
      child?.kill('SIGKILL');
      for (const file of leftovers) rmSync(file, { force: true });
    };
    process.once('exit', stop);
    try {
      // Written at once, not through the thread pool: a write still in flight when the process exits
      // would make its file after \`stop\` deleted the configs (seen under load).
      for (const [i, group] of groups.entries()) writeFileSync(configs[i]!, JSON.stringify(demoProgramConfig(group, projectRoot)));
      const output = await new Promise<string>((resolve, reject) => {
        // All programs in one process (build mode): one start and one read of the standard library
        // instead of one per program. Single-threaded, one program after the other: it runs beside
        // the render workers, which already keep every core busy.
        child = spawn(exe, ['--build', ...configs, '--force', '--pretty', 'false', '--singleThreaded'], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] });
        apply();
        let stdout = '';
        let stderr = '';
        child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
        child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
        child.once('error', reject);
        // 0: no errors; 1 and 2: errors found (with and without output files). Anything else is the compiler failing.
        child.once('close', (code) => (code === 0 || code === 1 || code === 2 ? resolve(stdout) : reject(new Error(`TypeScript's native compiler exited with code ${String(code)}: ${stderr || stdout}`))));
      });
      return parseTscOutput(output, projectRoot);
    } finally {
      process.off('exit', stop);
      await Promise.all(leftovers.map((file) => rm(file, { force: true })));
    }
  };
  return {
    diagnostics: run(),
    awaited: (yes) => {
      waited = yes;
      apply();
    },
  };
}

const LOCATED = /^(.+)\((\d+),(\d+)\): (error|warning|message) TS(\d+): (.*)$/;
const UNLOCATED = /^(error|warning|message) TS(\d+): (.*)$/;

/**
 * Diagnostics from `tsc --pretty false` output: one line per diagnostic, paths relative to `cwd`,
 * and the rest of a message chain on the indented lines below it (joined with spaces, as the
 * JavaScript compiler's flattened message is).
 */
export function parseTscOutput(output: string, cwd: string): Diagnostic[] {
  const found: { file?: string; line?: number; column?: number; severity: 'error' | 'warning'; code: string; message: string }[] = [];
  for (const raw of output.split(/\r?\n/)) {
    if (!raw.trim()) continue;
    const located = LOCATED.exec(raw);
    const unlocated = located ? undefined : UNLOCATED.exec(raw);
    if (located) {
      found.push({
        file: path.resolve(cwd, located[1]!),
        line: Number(located[2]),
        column: Number(located[3]),
        severity: located[4] === 'error' ? 'error' : 'warning',
        code: located[5]!,
        message: located[6]!,
      });
    } else if (unlocated) {
      found.push({ severity: unlocated[1] === 'error' ? 'error' : 'warning', code: unlocated[2]!, message: unlocated[3]! });
    } else if (found.length && /^\s/.test(raw)) {
      found[found.length - 1]!.message += ` ${raw.trim()}`;
    }
  }
  return found.map((d) =>
    d.file
      ? diagnostic('demo-type', d.severity, path.relative(process.cwd(), d.file), { line: d.line!, column: d.column! }, `Type error: ${d.message} (TS${d.code})`, DEMO_TYPE_HINT)
      : diagnostic('demo-type', 'error', 'demos', undefined, `${d.message} (TS${d.code})`),
  );
}
