import { Command, InvalidArgumentError, Option } from 'commander';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import type { BuildReport } from '../compiler/build/contract';
import { formatDiagnostic, withGuideLink, type Diagnostic } from '../compiler/helpers/diagnostics';
import { defaultCacheDir } from '../compiler/startup/cli-startup';
import { goCollectorSettings } from '../compiler/startup/go-collector';
import { recordStages, stageTimes } from '../compiler/helpers/trace';
import { explainTally, takeTally } from '../compiler/helpers/cache-tally';

/** Exit codes of every command. */
export const EXIT = { ok: 0, contentErrors: 1, usage: 2 } as const;

function positiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a positive integer');
  return n;
}

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('must be a port number (0-65535)');
  return n;
}

/** For a one-shot run: the Go programs it starts collect garbage late (see go-collector.ts). Long-lived runs (`dev`, `--watch`) keep Go's defaults. */
function collectGoGarbageLate(): void {
  Object.assign(process.env, goCollectorSettings(process.env, totalmem(), process.constrainedMemory?.()));
}

function languageList(value: string): string[] {
  const languages = value.split(',').map((l) => l.trim());
  if (languages.some((l) => !/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(l))) throw new InvalidArgumentError('must be language codes separated by commas, e.g. en,fr');
  return [...new Set(languages)];
}

/** `--cache-dir`, else the site project's `node_modules/.cache/docs` (`defaultCacheDir`). */
function cacheDirFor(dir: string | undefined, contentDir: string): string {
  return path.resolve(dir ?? defaultCacheDir(contentDir));
}

/**
 * `--no-cache`: the build's own empty cache folder, deleted when it ends, so that nothing is read from
 * the site's cache or written to it. (The threads' start-up caches stay with the site's: they hold
 * V8's code of the compiler and its packages, each entry checked against its source, not the build's.)
 */
function emptyCacheFolder(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-no-cache-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Whether the folders a command would write are the user's (see `claimOutputFolder` and
 * `checkCacheFolder`): then it prints why, sets the exit code for bad usage and says so. Run before
 * anything starts, so that a refused command has done no work.
 */
async function refusesFolders(folders: { contentDir: string; cacheDir: string; outDir?: string; emptyOutDir?: boolean }, json: boolean): Promise<boolean> {
  const [{ checkCacheFolder }, { claimOutputFolder }] = await Promise.all([import('../compiler/cache/cache-folder'), import('../compiler/output/output-folder')]);
  const refused = checkCacheFolder(folders.cacheDir, folders.contentDir) ?? (folders.outDir === undefined ? undefined : claimOutputFolder({ ...folders, outDir: folders.outDir }));
  if (!refused) return false;
  printDiagnostics([refused], json);
  process.exitCode = EXIT.usage;
  return true;
}

/** Prints findings: human lines on stderr, or one JSON array on stdout; each names its guide page. */
export function printDiagnostics(diagnostics: Diagnostic[], json: boolean): void {
  if (json) {
    process.stdout.write(`${JSON.stringify(diagnostics.map(withGuideLink), null, 2)}\n`);
    return;
  }
  for (const d of diagnostics) process.stderr.write(`${formatDiagnostic(d)}\n`);
}

function summaryOf(diagnostics: Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  return `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
}

function progressBar(): (done: number, total: number) => void {
  if (!process.stderr.isTTY) return () => {};
  let last = -1;
  return (done, total) => {
    const percent = Math.floor((done / total) * 100);
    if (percent === last && done !== total) return;
    last = percent;
    const width = 30;
    const filled = Math.round((done / total) * width);
    process.stderr.write(`\r  [${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${String(percent).padStart(3)}%  ${done}/${total} pages`);
    if (done === total) process.stderr.write('\r\x1b[2K');
  };
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The build's findings and its one-line summary; failures say the output folder was left as it was. */
function printBuildReport(report: BuildReport, out: string, json: boolean): void {
  printDiagnostics(report.diagnostics, json);
  if (!report.ok) {
    process.stderr.write(`Build failed: ${summaryOf(report.diagnostics)}. ${out} was left unchanged.\n`);
    return;
  }
  if (report.unchanged) {
    process.stderr.write(`Nothing changed since the last build: ${out}/ is up to date (${report.pages} pages, checked in ${report.seconds.toFixed(2)} s)${report.diagnostics.length ? `; ${summaryOf(report.diagnostics)}` : ''}\n`);
    return;
  }
  process.stderr.write(
    `Built ${report.pages} pages${report.cached ? ` (${report.cached} unchanged, from the cache)` : ''} in ${report.seconds.toFixed(2)} s (${formatBytes(report.bytes)} of HTML, ${(report.pages / report.seconds).toFixed(0)} pages/s) into ${out}/${report.diagnostics.length ? `; ${summaryOf(report.diagnostics)}` : ''}\n`,
  );
}

/**
 * Every command and flag of the CLI. The guide's CLI page is generated from these definitions: a
 * command's or a flag's description here is its documentation.
 */
export const program = new Command();
program
  .name('docs')
  .description('Compile MUI-style markdown into a server-rendered Material UI documentation site.')
  .version('0.1.0')
  .showHelpAfterError()
  .exitOverride()
  .configureOutput({ writeErr: (text) => process.stderr.write(text) });

program
  .command('init')
  .description('write a new site (config, navigation, a home page, a page with a live demo, UI strings) into an empty or new folder')
  .argument('[folder]', 'folder to write the site into', 'content')
  .option('--title <title>', "the site's title", 'Documentation')
  .addOption(new Option('--languages <list>', 'languages, comma-separated; the first is the default language').default(['en'], 'en').argParser(languageList))
  .action(async (folder: string, options: { title: string; languages: string[] }) => {
    const [{ initSite }, { currentInvocation, nextSteps }] = await Promise.all([import('../compiler/init/init-site'), import('../compiler/init/next-steps')]);
    const result = initSite(path.resolve(folder), options);
    if (!result.ok) {
      printDiagnostics(result.diagnostics, false);
      process.exitCode = EXIT.contentErrors;
      return;
    }
    const steps = nextSteps(path.resolve(folder), folder, currentInvocation());
    process.stderr.write(`Wrote a new site into ${folder}/:\n${result.written.map((file) => `  ${file}\n`).join('')}\nNext, from this folder:\n${steps}`);
  });

program
  .command('build')
  .description('check the content, then render every page into the output folder')
  .option('--content <dir>', 'content folder', 'content')
  .option('--out <dir>', "output folder; replaced only when the build succeeds, and only when it is new, empty or a build's output", 'dist')
  .option('--empty-out-dir', 'also replace an output folder holding files no build wrote, deleting them; never one inside the content folder, nor one that is or holds the content folder, the current folder or the project root')
  .option('--base <path>', 'path prefix the site is served under', '/')
  .option('--jobs <n>', 'render workers (default: number of cores)', positiveInt)
  .option('--cache-dir <dir>', 'cache folder (default: node_modules/.cache/docs of the site project, the nearest node_modules above the content folder)')
  .option('--no-cache', "build from an empty cache of its own, deleted afterwards: nothing is read from the cache folder or written to it (the threads' start-up caches excepted)")
  .option('--json', 'print findings as JSON on stdout')
  .option('--watch', 'after the build, re-render what each content edit changes, until interrupted')
  .option('--timings', "after the build, print the time each of its stages took, from the process's start: where a slow build spends it")
  .option('--explain-cache', 'after the build, print for each cache its hits and its misses by reason (absent, format, inputs and which changed, unreadable); DOCS_TRACE=1 prints it too')
  .action(async (options: { content: string; out: string; emptyOutDir?: boolean; base: string; jobs?: number; cacheDir?: string; cache: boolean; json?: boolean; watch?: boolean; timings?: boolean; explainCache?: boolean }) => {
    const noCache = options.cache ? undefined : emptyCacheFolder();
    const buildOptions = {
      contentDir: options.content,
      outDir: options.out,
      emptyOutDir: Boolean(options.emptyOutDir),
      base: options.base,
      jobs: options.jobs ?? availableParallelism(),
      cacheDir: noCache?.dir ?? cacheDirFor(options.cacheDir, options.content),
      cache: options.cache,
      onProgress: options.json ? undefined : progressBar(),
    };
    const json = Boolean(options.json);
    if (noCache) process.once('exit', noCache.remove);
    if (await refusesFolders(buildOptions, json)) return;
    if (!options.watch) {
      if (options.timings) recordStages();
      collectGoGarbageLate();
      // The render workers first: loading the renderer is the longest part of a one-page rebuild.
      const pool = import('../compiler/render/early-pool').then(({ startBuildPool }) => startBuildPool(buildOptions));
      const typescript = await startTypeScript(buildOptions.contentDir, buildOptions.cacheDir);
      const { buildSite } = await import('../compiler/build/build-site');
      const report = await buildSite({ ...buildOptions, typescript, pool });
      printBuildReport(report, options.out, json);
      if (options.timings) printStageTimes(stageTimes());
      if (options.explainCache || process.env.DOCS_TRACE === '1') process.stderr.write(explainTally(takeTally()));
      process.exitCode = report.ok ? EXIT.ok : EXIT.contentErrors;
      return;
    }
    const { watchBuild } = await import('../compiler/commands/watch-build');
    const watcher = watchBuild(buildOptions, {
      onBuild: (report) => printBuildReport(report, options.out, json),
      onPages: (update) => {
        printDiagnostics(update.diagnostics, json);
        const pages = update.routes.length === 1 ? update.routes[0] : `${update.routes.length} pages`;
        process.stderr.write(
          update.written
            ? `Updated ${pages} in ${update.ms.toFixed(0)} ms\n`
            : `Not updated ${pages}: ${summaryOf(update.diagnostics)}; ${options.out} keeps the previous version.\n`,
        );
      },
    });
    await watcher.ready;
    process.stderr.write(`Watching ${options.content}/ for changes (Ctrl+C to stop)\n`);
    const stop = () => void watcher.close().then(() => process.exit(EXIT.ok));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });

/** `--timings`: each stage's time, their sum, and the process's time so far (what the stages leave out: printing), on stderr. */
function printStageTimes(stages: { stage: string; ms: number }[]): void {
  const total = stages.reduce((sum, { ms }) => sum + ms, 0);
  const width = Math.max(...stages.map(({ stage }) => stage.length));
  const lines = stages.map(({ stage, ms }) => `  ${stage.padEnd(width)}  ${(ms / 1000).toFixed(2).padStart(7)} s  ${((100 * ms) / total).toFixed(0).padStart(3)}%`);
  process.stderr.write(`Stages, ${(total / 1000).toFixed(2)} s of the ${(performance.now() / 1000).toFixed(2)} s since the process started:\n${lines.join('\n')}\n`);
}

/** Started before the build or check module (React, Material UI, unified) loads: it is the longest part of a cold run. */
async function startTypeScript(contentDir: string, cacheDir: string) {
  const [{ startTypeScriptWork }, { packageRoot }] = await Promise.all([import('../compiler/typescript/start-typescript'), import('../compiler/helpers/package-root')]);
  return startTypeScriptWork(contentDir, packageRoot(), cacheDir);
}

program
  .command('check')
  .description('run every check of build without writing anything')
  .option('--content <dir>', 'content folder', 'content')
  .option('--jobs <n>', 'workers (default: number of cores)', positiveInt)
  .option('--cache-dir <dir>', 'cache folder (default: node_modules/.cache/docs of the site project, the nearest node_modules above the content folder)')
  .option('--json', 'print findings as JSON on stdout')
  .action(async (options: { content: string; jobs?: number; cacheDir?: string; json?: boolean }) => {
    const cacheDir = cacheDirFor(options.cacheDir, options.content);
    if (await refusesFolders({ contentDir: options.content, cacheDir }, Boolean(options.json))) return;
    collectGoGarbageLate();
    const typescript = await startTypeScript(options.content, cacheDir);
    const { checkSite } = await import('../compiler/commands/check-site');
    const report = await checkSite({ contentDir: options.content, cacheDir, jobs: options.jobs ?? availableParallelism(), typescript });
    printDiagnostics(report.diagnostics, Boolean(options.json));
    if (!options.json) process.stderr.write(`Checked ${report.pages} pages: ${summaryOf(report.diagnostics)}.\n`);
    process.exitCode = report.ok ? EXIT.ok : EXIT.contentErrors;
  });

program
  .command('cache')
  .description('the build cache')
  .command('clean')
  .description("empty the cache folder of the compiler's files: the next build is a cold one")
  .option('--content <dir>', "content folder (its project's cache is the default)", 'content')
  .option('--cache-dir <dir>', 'cache folder (default: node_modules/.cache/docs of the site project, the nearest node_modules above the content folder)')
  .action(async (options: { content: string; cacheDir?: string }) => {
    const cacheDir = cacheDirFor(options.cacheDir, options.content);
    if (await refusesFolders({ contentDir: options.content, cacheDir }, false)) return;
    const { cleanCache } = await import('../compiler/cache/clean-cache');
    const { bytes, kept } = cleanCache(cacheDir);
    process.stderr.write(`Emptied ${cacheDir}: ${(bytes / 2 ** 20).toFixed(1)} MiB deleted.${kept.length ? ` Left in place, not the compiler's: ${kept.join(', ')}.` : ''}\n`);
  });

program
  .command('dev')
  .description('serve the site with live reload, rendering pages on request')
  .option('--content <dir>', 'content folder', 'content')
  .addOption(new Option('--port <n>', 'port').default(3000).argParser(port))
  .option('--host <host>', 'interface to listen on', '127.0.0.1')
  .option('--cache-dir <dir>', 'cache folder (default: node_modules/.cache/docs of the site project, the nearest node_modules above the content folder)')
  .option('--mcp', 'also serve the docs tools of `docs mcp` to AI assistants, over HTTP at /mcp')
  .action(async (options: { content: string; port: number; host: string; cacheDir?: string; mcp?: boolean }) => {
    const cacheDir = cacheDirFor(options.cacheDir, options.content);
    // Its pages are written under the cache folder (`dev-out/`): guarding the cache folder guards them.
    if (await refusesFolders({ contentDir: options.content, cacheDir }, false)) return;
    const { startDevServer } = await import('../compiler/dev/dev-server');
    const started = performance.now();
    const dev = await startDevServer({ contentDir: options.content, port: options.port, host: options.host, cacheDir, mcp: Boolean(options.mcp) });
    process.stderr.write(`docs dev: ${dev.url} (ready in ${Math.round(performance.now() - started)} ms)\n`);
    if (options.mcp) process.stderr.write(`docs dev: MCP server at ${new URL('mcp', dev.url).href}\n`);
    const stop = () => void dev.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });

program
  .command('serve')
  .description('serve a built site')
  .option('--out <dir>', 'folder to serve', 'dist')
  .addOption(new Option('--port <n>', 'port').default(4000).argParser(port))
  .option('--host <host>', 'interface to listen on', '127.0.0.1')
  .option('--feedback-endpoint <path>', 'path the pages post feedback to', '/api/feedback')
  .option('--feedback-file <file>', 'JSON-lines file for received feedback (default: node_modules/.cache/docs/feedback.jsonl)')
  .action(async (options: { out: string; port: number; host: string; feedbackEndpoint: string; feedbackFile?: string }) => {
    const { serveSite } = await import('../compiler/commands/serve-output');
    const feedback = { endpoint: options.feedbackEndpoint, file: path.resolve(options.feedbackFile ?? path.join('node_modules', '.cache', 'docs', 'feedback.jsonl')) };
    const { url } = await serveSite({ outDir: options.out, port: options.port, host: options.host, feedback });
    process.stderr.write(`Serving ${options.out}/ at ${url}\n`);
  });

program
  .command('mcp')
  .description('serve a built site to AI assistants over the Model Context Protocol (stdio)')
  .option('--out <dir>', 'the built site', 'dist')
  .action(async (options: { out: string }) => {
    const [{ serveMcpOverStdio }, { publicRoot }] = await Promise.all([import('../compiler/mcp/serve-stdio'), import('../compiler/mcp/address')]);
    const index = await serveMcpOverStdio(options.out);
    // stderr: stdout is the protocol's. Editors show it in their MCP server logs.
    process.stderr.write(`docs mcp: the ${index.routes.length} pages of ${options.out}/ (published at ${publicRoot(index)}) over stdio\n`);
  });
