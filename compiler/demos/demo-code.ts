import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { longHash } from '../assets/hash';
import { generateJs } from './generate-js';
import { highlightSource } from './highlight-source';
import { writeFileAtomicallySync } from '../output/write-atomically';

export interface DemoCodeVersions {
  js: string;
  tsHtml: string;
  jsHtml: string;
}

const memo = new Map<string, Promise<DemoCodeVersions>>();

/**
 * A demo source's JavaScript version and both highlighted listings. Formatting with prettier and
 * highlighting cost more than rendering most pages, and every language's twin of a page shows the same
 * code, so results are kept in memory and in `cacheDir`, keyed by the source and `versionKey` (the
 * compiler and the installed packages). Throws when the JavaScript cannot be generated.
 */
export function demoCode(source: string, cacheDir: string, versionKey: string): Promise<DemoCodeVersions> {
  const key = longHash(`${versionKey}\0${source}`);
  let pending = memo.get(key);
  if (!pending) {
    const cached = fromDisk(key, cacheDir);
    pending = cached ? Promise.resolve(cached) : generate(source, key, cacheDir);
    memo.set(key, pending);
    pending.catch(() => memo.delete(key));
  }
  return pending;
}

function fileOf(key: string, cacheDir: string): string {
  return path.join(cacheDir, 'demo-code', `${key}.json`);
}

/** Synchronously, as the rest of a render worker's reads and writes (see `writeFileAtomicallySync`). */
function fromDisk(key: string, cacheDir: string): DemoCodeVersions | undefined {
  try {
    return JSON.parse(readFileSync(fileOf(key, cacheDir), 'utf8')) as DemoCodeVersions;
  } catch {
    return undefined;
  }
}

async function generate(source: string, key: string, cacheDir: string): Promise<DemoCodeVersions> {
  const js = await generateJs(source);
  const code = { js, tsHtml: highlightSource(source.trimEnd(), 'tsx'), jsHtml: highlightSource(js.trimEnd(), 'jsx') };
  const file = fileOf(key, cacheDir);
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileAtomicallySync(file, JSON.stringify(code));
  } catch {
    // Only the next build pays for a missing entry.
  }
  return code;
}
