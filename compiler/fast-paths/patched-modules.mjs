// esbuild plugins for the library modules a fast path edits (`{ name, filter, patch }`: the modules'
// paths, and their source as edited). The CLI bundles each such module twice, edited and as published,
// behind a module that exports one or the other as the thread loads (`enabled.ts`): with
// `DOCS_FAST_PATHS=0` the published code runs. A module's tests compare the edited code alone with the
// library (`patchedOnly`).
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ENABLED = fileURLToPath(new URL('./enabled.ts', import.meta.url));

/** The copies of a module, edited and as published, each under a namespace of the patch's own: neither is taken for the module again. */
function loadCopies(build, { name, patch }) {
  build.onResolve({ filter: new RegExp(`^${name}-(patched|published):`) }, (args) => {
    const [namespace] = args.path.split(':', 1);
    return { path: args.path.slice(namespace.length + 1), namespace };
  });
  build.onLoad({ filter: /.*/, namespace: `${name}-patched` }, async (args) => ({ contents: patch(args.path, await readFile(args.path, 'utf8')), loader: 'js', resolveDir: path.dirname(args.path) }));
  build.onLoad({ filter: /.*/, namespace: `${name}-published` }, async (args) => ({ contents: await readFile(args.path, 'utf8'), loader: 'js', resolveDir: path.dirname(args.path) }));
}

/** The CLI's: both copies of each module, the one taken chosen as the thread loads. */
export function chosenAtLoad(spec) {
  return {
    name: spec.name,
    setup(build) {
      loadCopies(build, spec);
      build.onLoad({ filter: spec.filter }, async (args) => ({ contents: await chooser(build, spec.name, args.path), loader: 'js', resolveDir: path.dirname(args.path) }));
    },
  };
}

/** The edited copy only, as the CLI takes it by default: what a fast path's tests compare with the library. */
export function patchedOnly({ name, filter, patch }) {
  return {
    name,
    setup(build) {
      build.onLoad({ filter }, async (args) => ({ contents: patch(args.path, await readFile(args.path, 'utf8')), loader: 'js', resolveDir: path.dirname(args.path) }));
    },
  };
}

/** A module re-exporting the edited or the published copy of `file`, as `enabled.ts` says; CommonJS for a CommonJS module. */
async function chooser(build, name, file) {
  const [patched, published] = ['patched', 'published'].map((copy) => JSON.stringify(`${name}-${copy}:${file}`));
  const { format, exports } = await exportsOf(build, file);
  if (format === 'cjs') return `module.exports = require(${JSON.stringify(ENABLED)}).fastPathsOn ? require(${patched}) : require(${published});`;
  const lines = [`import { fastPathsOn } from ${JSON.stringify(ENABLED)};`, `import * as patched from ${patched};`, `import * as published from ${published};`, 'const chosen = fastPathsOn ? patched : published;'];
  for (const exported of exports) lines.push(exported === 'default' ? 'export default chosen.default;' : `export const ${exported} = chosen.${exported};`);
  return lines.join('\n');
}

/** The published module's format and export names, as esbuild reads them. */
async function exportsOf(build, file) {
  const { metafile } = await build.esbuild.build({ entryPoints: [file], bundle: false, write: false, metafile: true, format: 'esm', platform: 'node', logLevel: 'silent', outdir: tmpdir() });
  const input = Object.values(metafile.inputs)[0];
  return { format: input.format, exports: Object.values(metafile.outputs).find((output) => output.entryPoint)?.exports ?? [] };
}
