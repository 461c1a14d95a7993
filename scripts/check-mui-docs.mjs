#!/usr/bin/env node
// Builds MUI X's own docs with this compiler (issue: "MUI's own docs build unchanged"). Lays out the
// data grid, pickers and charts docs of a mui/mui-x checkout at a tag (scripts/layout-mui-docs.mjs),
// runs `docs check`, and requires every error to be a `demo-import-unresolved` (a demo that needs a
// package this project lacks). The pages with such errors are set aside (excluded, and links to them
// sent to mui.com), and `docs build` must then succeed for all the others. Prints a report.
//
// Usage: node scripts/check-mui-docs.mjs <mui-x checkout or git dir> [--tag v8.29.3] [--work DIR]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { layoutMuiDocs } from './layout-mui-docs.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'bin', 'docs.mjs');

function run(args) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28, env: { ...process.env, NODE_ENV: 'production' } });
  return { ...result, seconds: (performance.now() - started) / 1000 };
}

/** The page (its index.md, content-relative) a file belongs to: the nearest folder above it with a page. */
function pageOf(content, file) {
  for (let dir = path.dirname(file); dir.startsWith(content); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'index.md'))) return path.relative(content, path.join(dir, 'index.md'));
  }
  return undefined;
}

const args = process.argv.slice(2);
const repo = args[0];
if (!repo) {
  process.stderr.write('Usage: node scripts/check-mui-docs.mjs <mui-x checkout or git dir> [--tag v8.29.3] [--work DIR]\n');
  process.exit(2);
}
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const tag = option('--tag', 'v8.29.3');
const work = option('--work', mkdtempSync(path.join(tmpdir(), 'mui-docs-check-')));
const content = path.join(work, 'content');
const pages = layoutMuiDocs(path.resolve(repo), content, tag);
process.stdout.write(`Laid out ${pages.length} pages of MUI X ${tag} in ${content}\n`);

const check = run(['check', '--content', content, '--json', '--cache-dir', path.join(work, 'cache')]);
const diagnostics = JSON.parse(check.stdout);
const errors = diagnostics.filter((d) => d.severity === 'error');
const other = errors.filter((d) => d.code !== 'demo-import-unresolved');
const failing = new Map();
for (const d of errors.filter((e) => e.code === 'demo-import-unresolved')) {
  // A file a demo imports names that demo in the message: the page is the demo's.
  const via = / \(imported by the demo (.+)\)$/.exec(d.message)?.[1];
  const file = path.resolve(ROOT, via ?? d.file);
  let page = pageOf(content, file);
  if (!page) {
    // A demo of another product's folder, embedded by relative path: the page that names it.
    const name = path.basename(file).replace(/\.\w+$/, '');
    page = pages.map((route) => path.join(route.slice(1), 'index.md')).find((p) => readFileSync(path.join(content, p), 'utf8').includes(`/${name}.js"`));
  }
  const specifier = /"([^"]+)"/.exec(d.message)?.[1] ?? '?';
  if (!failing.has(page)) failing.set(page, new Set());
  failing.get(page).add(specifier);
}

// The pages set aside: not built, and links to them go to mui.com.
const configFile = path.join(content, 'site.config.ts');
const excluded = [...failing.keys()].filter(Boolean);
const externals = excluded.map((p) => `    '/${path.dirname(p)}/': 'https://mui.com/${path.dirname(p)}/',`).join('\n');
writeFileSync(
  configFile,
  readFileSync(configFile, 'utf8')
    .replace('  externalLinks: {', `  exclude: ${JSON.stringify(excluded)},\n  externalLinks: {\n${externals}`),
);
const build = run(['build', '--content', content, '--out', path.join(work, 'dist'), '--json', '--cache-dir', path.join(work, 'cache-build'), '--no-cache']);
const built = Number(/Built (\d+) pages/.exec(build.stderr)?.[1] ?? 0);
const warnings = new Map();
for (const d of JSON.parse(build.stdout || '[]')) if (d.severity === 'warning') warnings.set(d.code, (warnings.get(d.code) ?? 0) + 1);

const missing = new Map();
for (const specs of failing.values()) for (const s of specs) missing.set(s, (missing.get(s) ?? 0) + 1);
process.stdout.write(`
docs check: ${diagnostics.length} findings in ${check.seconds.toFixed(1)} s; errors other than demo-import-unresolved: ${other.length}
${other.map((d) => `  ${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`).join('\n')}
pages whose demos need what is not installed: ${failing.size}
${[...missing].sort((a, b) => b[1] - a[1]).map(([s, n]) => `  ${s} (${n} page${n === 1 ? '' : 's'})`).join('\n')}
docs build of the other ${pages.length - excluded.length} pages: exit ${build.status}, ${built} pages (English only) in ${build.seconds.toFixed(1)} s, cold, no cache
warnings by code: ${[...warnings].map(([c, n]) => `${c} ${n}`).join(', ') || 'none'}
`);
if (build.status !== 0) process.stdout.write(`${build.stderr.slice(-4000)}\n`);
process.exitCode = other.length === 0 && build.status === 0 ? 0 : 1;
