import { build } from 'esbuild';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/cli';
import { chosenAtLoad, patchedOnly, type ModulePatch } from '../../compiler/fast-paths/patched-modules.mjs';

/** A library of two modules, one ES and one CommonJS, each saying which copy of it runs. */
const LIBRARY: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'told', version: '1.0.0' }),
  'esm.js': "export { helper } from './helper.js';\nexport const which = () => 'published';\nexport function twice(x) { return [x, x]; }\nexport default 'default published';\n",
  'helper.js': 'export const helper = 42;\n',
  'cjs.js': "module.exports = { which: () => 'published' };\n",
};
const ENTRY = "export { which, twice, helper, default as esmDefault } from 'told/esm.js';\nimport cjs from 'told/cjs.js';\nexport const cjsWhich = () => cjs.which();\n";

const PATCH: ModulePatch = {
  name: 'told-fast',
  filter: /[\\/]told[\\/](esm|cjs)\.js$/,
  patch: (_file, source) => source.replaceAll('published', 'patched'),
};

type Told = { which(): string; twice(x: number): number[]; helper: number; esmDefault: string; cjsWhich(): string };

let dir: string;
let bundles: { chosen: string; patched: string };

/** A fresh copy of `bundle` loaded with the environment's `DOCS_FAST_PATHS` as given (undefined: not set). */
async function load(bundle: string, fastPaths: string | undefined, copy: string): Promise<Told> {
  const file = path.join(dir, `${copy}.mjs`);
  copyFileSync(bundle, file);
  if (fastPaths === undefined) delete process.env.DOCS_FAST_PATHS;
  else process.env.DOCS_FAST_PATHS = fastPaths;
  return (await import(pathToFileURL(file).href)) as Told;
}

const before = process.env.DOCS_FAST_PATHS;
afterEach(() => {
  if (before === undefined) delete process.env.DOCS_FAST_PATHS;
  else process.env.DOCS_FAST_PATHS = before;
});

beforeAll(async () => {
  dir = tempDir('fast-paths-switch');
  const lib = path.join(dir, 'node_modules', 'told');
  mkdirSync(lib, { recursive: true });
  for (const [name, text] of Object.entries(LIBRARY)) writeFileSync(path.join(lib, name), text);
  writeFileSync(path.join(dir, 'entry.js'), ENTRY);
  const bundle = async (name: string, plugin: ReturnType<typeof chosenAtLoad>) => {
    const outfile = path.join(dir, `${name}.bundle.mjs`);
    await build({ entryPoints: [path.join(dir, 'entry.js')], bundle: true, platform: 'node', format: 'esm', outfile, plugins: [plugin], logLevel: 'silent' });
    return outfile;
  };
  bundles = { chosen: await bundle('chosen', chosenAtLoad(PATCH)), patched: await bundle('patched', patchedOnly(PATCH)) };
}, 30_000);

describe('library modules edited by a fast path, in a bundle', () => {
  it('run edited by default, every export kept (functions, re-exports, the default, a CommonJS module)', async () => {
    const told = await load(bundles.chosen, undefined, 'default');
    expect([told.which(), told.cjsWhich(), told.esmDefault]).toEqual(['patched', 'patched', 'default patched']);
    expect([told.twice(2), told.helper]).toEqual([[2, 2], 42]);
  });

  it('run as published with DOCS_FAST_PATHS=0, and edited with any other value', async () => {
    const off = await load(bundles.chosen, '0', 'off');
    expect([off.which(), off.cjsWhich(), off.esmDefault]).toEqual(['published', 'published', 'default published']);
    expect([off.twice(3), off.helper]).toEqual([[3, 3], 42]);
    const on = await load(bundles.chosen, '1', 'on');
    expect([on.which(), on.cjsWhich()]).toEqual(['patched', 'patched']);
  });

  it('are only edited in the bundles their tests make, whatever the switch says', async () => {
    const told = await load(bundles.patched, '0', 'patched-only');
    expect([told.which(), told.cjsWhich(), told.esmDefault]).toEqual(['patched', 'patched', 'default patched']);
  });
});
