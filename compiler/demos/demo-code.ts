import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { longHash } from '../assets/hash';
import { generateJs } from './generate-js';
import { highlightSource } from './highlight-source';
import { writeFileAtomically } from '../output/write-atomically';

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
    pending = fromDisk(key, cacheDir).then((cached) => cached ?? generate(source, key, cacheDir));
    memo.set(key, pending);
    pending.catch(() => memo.delete(key));
  }
  return pending;
}

function fileOf(key: string, cacheDir: string): string {
  return path.join(cacheDir, 'demo-code', `${key}.json`);
}

function fromDisk(key: string, cacheDir: string): Promise<DemoCodeVersions | undefined> {
  return readFile(fileOf(key, cacheDir), 'utf8').then((text) => JSON.parse(text) as DemoCodeVersions, () => undefined);
}

async function generate(source: string, key: string, cacheDir: string): Promise<DemoCodeVersions> {
  const js = await generateJs(source);
  const code = { js, tsHtml: highlightSource(source.trimEnd(), 'tsx'), jsHtml: highlightSource(js.trimEnd(), 'jsx') };
  const file = fileOf(key, cacheDir);
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFileAtomically(file, JSON.stringify(code));
  } catch {
    // Only the next build pays for a missing entry.
  }
  return code;
}
