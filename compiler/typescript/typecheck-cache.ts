import { readFileSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentHash } from '../helpers/hash';
import type { Diagnostic } from '../helpers/diagnostics';
import { startTypeScriptThread } from './thread';
import { nativeTypeScript, typecheckDemosNative } from '../demos/native-typecheck';
import { CacheStore } from '../helpers/cache-store';
import { registeredResolutions, resolutionStamp } from '../demos/demo-resolution';

export interface DemoCheckCache {
  /** The demo files, sorted. */
  files: string[];
  /** Their errors from an earlier run, when it had the same inputs. */
  cached?: Diagnostic[];
  /** Keeps the errors of this run for the next ones; a cache that cannot be written costs only time. */
  store(diagnostics: Diagnostic[]): Promise<void>;
}

/** Changed whenever what an entry holds changes. */
const FORMAT = 1;

const store = new CacheStore<Diagnostic[]>({ namespace: 'typecheck', format: FORMAT, accepts: Array.isArray });

/**
 * Type-checking the demos against Material UI and MUI X types takes seconds, so results are cached by the
 * demos' paths and sources, the TypeScript version, the lock file and the content's aliases and
 * packages: an unchanged site skips it.
 */
export async function demoCheckCache(files: string[], projectRoot: string, cacheDir: string): Promise<DemoCheckCache> {
  // A demo written in JavaScript alone (MUI keeps a few) has no types to check.
  const sorted = files.filter((file) => /\.tsx?$/.test(file)).sort();
  if (sorted.length === 0) return { files: sorted, cached: [], store: async () => undefined };
  // Read at once: a thousand reads queued behind the rest of a build's start took 0.4 s where these take 30 ms.
  const sources = sorted.map((f) => readFileSync(f, 'utf8'));
  const lock = await readFile(path.join(projectRoot, 'package-lock.json'), 'utf8').catch(() => '');
  const versionOf = (name: string) => readFile(path.join(projectRoot, 'node_modules', name, 'package.json'), 'utf8').then((text) => (JSON.parse(text) as { version: string }).version, () => '');
  // Either compiler may check them (see `nativeTypeScript`): both versions are part of the key.
  const versions = await Promise.all([versionOf('typescript'), versionOf('typescript-native')]);
  const key = contentHash([...versions, contentHash(lock), resolutionStamp(), ...sorted.flatMap((f, i) => [f, sources[i]!])].join('\0'));
  const file = path.join(cacheDir, 'typecheck', `${key}.json`);
  const read = await store.readFileAsync(file);
  return {
    files: sorted,
    ...(read.hit ? { cached: read.value } : {}),
    store: async (diagnostics) => {
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await store.writeFile(file, diagnostics);
      } catch {
        // The next run checks again.
      }
    },
  };
}

/** The demos' type errors, from the cache, the native compiler or a TypeScript thread of their own. */
export async function typecheckDemosCached(files: string[], projectRoot: string, cacheDir: string): Promise<Diagnostic[]> {
  const check = await demoCheckCache(files, projectRoot, cacheDir);
  if (check.cached) return check.cached;
  const native = nativeTypeScript(projectRoot);
  const nativeCheck = native ? typecheckDemosNative(native, check.files, projectRoot, path.join(cacheDir, 'typecheck')) : undefined;
  nativeCheck?.awaited(true);
  const diagnostics = nativeCheck ? await nativeCheck.diagnostics : await new Promise<Diagnostic[]>((resolve, reject) => {
    const thread = startTypeScriptThread((answer) => answer.kind === 'demos' && resolve(answer.diagnostics), reject);
    thread.awaited(true);
    thread.send({ projectRoot, demoFiles: check.files, resolutions: registeredResolutions() });
  });
  await check.store(diagnostics);
  return diagnostics;
}
