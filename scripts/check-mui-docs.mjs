#!/usr/bin/env node
// Builds MUI X's own docs folder in place with this compiler: the `docs/` folder of mui/mui-x at a tag
// (taken from a checkout or a bare git dir with `git archive`, files unchanged), its npm dependencies
// installed beside it as a checkout has them, read with the `mui` preset. Pages are set aside only
// when a package they need is not published on npm (each named with the package); `docs check` must
// then find no error, and `docs build` must succeed. Prints a report: pages built, warnings by code,
// the pages set aside, and the cold, warm and one-page-edit build times.
//
// Usage: node scripts/check-mui-docs.mjs <mui-x checkout or git dir> [--tag v8.29.3] [--work DIR] [--measure-rest]
// (the figures are also written to DIR/summary.json)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'bin', 'docs.mjs');
/** MUI X's docs import MUI's own docs (`docs/…`) from `@mui/monorepo`, a git dependency that npm does not have. */
const MONOREPO = '@mui/monorepo';

const args = process.argv.slice(2);
if (!args[0]) {
  process.stderr.write('Usage: node scripts/check-mui-docs.mjs <mui-x checkout or git dir> [--tag v8.29.3] [--work DIR]\n');
  process.exit(2);
}
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const repo = path.resolve(args[0]);
const gitDir = existsSync(path.join(repo, '.git')) ? path.join(repo, '.git') : repo;
const tag = option('--tag', 'v8.29.3');
const work = path.resolve(option('--work', mkdtempSync(path.join(tmpdir(), 'mui-docs-check-'))));
const checkout = path.join(work, 'mui-x');
const docs = path.join(checkout, 'docs');

function git(...command) {
  return execFileSync('git', [`--git-dir=${gitDir}`, ...command], { maxBuffer: 1 << 30 });
}

function docsCli(command, extra = []) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [CLI, command, '--content', docs, '--json', ...extra], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28, env: { ...process.env, NODE_ENV: 'production' } });
  const findings = result.stdout.trim().startsWith('[') ? JSON.parse(result.stdout) : [];
  return { status: result.status, stderr: result.stderr, findings, seconds: (performance.now() - started) / 1000 };
}

/** MUI's docs folder at the tag, as the checkout has it, with the root tsconfig.json its own extends. */
function extractDocs() {
  rmSync(docs, { recursive: true, force: true });
  mkdirSync(checkout, { recursive: true });
  execFileSync('tar', ['-x', '-C', checkout], { input: git('archive', tag, 'docs', 'tsconfig.json'), maxBuffer: 1 << 30 });
}

/** `pnpm-workspace.yaml`'s catalog at the tag: name → version range. */
function catalog() {
  const text = git('show', `${tag}:pnpm-workspace.yaml`).toString();
  const versions = {};
  let inCatalog = false;
  for (const line of text.split('\n')) {
    if (/^\S/.test(line)) inCatalog = line.startsWith('catalog:');
    const entry = inCatalog && /^\s+'?([^':\s]+)'?:\s*(\S+)/.exec(line);
    if (entry) versions[entry[1]] = entry[2].replace(/^['"]|['"]$/g, '');
  }
  return versions;
}

const installedVersion = (name) => {
  const manifest = path.join(ROOT, 'node_modules', name, 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : undefined;
};

const published = (name, version) => spawnSync('npm', ['view', `${name}@${version}`, 'version'], { encoding: 'utf8' }).stdout.trim() !== '';

/**
 * The docs' dependencies npm has, installed beside the docs folder (the checkout's node_modules): the
 * packages the compiler has already are its own (one React, one Material UI); workspace packages at
 * the compiler's version of MUI X. Returns the packages npm does not have, with why.
 */
function installDependencies() {
  const manifest = JSON.parse(readFileSync(path.join(docs, 'package.json'), 'utf8'));
  const versions = catalog();
  const xVersion = installedVersion('@mui/x-data-grid');
  const wanted = {};
  const unpublished = new Map([[MONOREPO, 'a git dependency, not on npm']]);
  // The type declarations the docs' demos are checked with are among the docs' devDependencies.
  const types = Object.entries(manifest.devDependencies ?? {}).filter(([name]) => name.startsWith('@types/'));
  for (const [name, range] of [...Object.entries(manifest.dependencies ?? {}), ...types]) {
    if (installedVersion(name)) continue;
    if (range.startsWith('workspace:')) {
      if (published(name, xVersion)) wanted[name] = xVersion;
      else unpublished.set(name, `${name}@${xVersion} is not published`);
      continue;
    }
    wanted[name] = range === 'catalog:' ? versions[name] : range;
  }
  const packageJson = JSON.stringify({ name: 'mui-x-docs-check', private: true, dependencies: wanted }, null, 2);
  const file = path.join(checkout, 'package.json');
  if (!existsSync(path.join(checkout, 'node_modules', '.package-lock.json')) || !existsSync(file) || readFileSync(file, 'utf8') !== packageJson) {
    writeFileSync(file, packageJson);
    const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps', '--ignore-scripts', '--loglevel=error'], { cwd: checkout, encoding: 'utf8', stdio: ['ignore', 'inherit', 'inherit'] });
    if (install.status !== 0) throw new Error('npm install of the docs dependencies failed');
  }
  return { installed: Object.keys(wanted).length, unpublished };
}

/** The package a `demo-import-unresolved` finding names (`docs/…` is MUI's own docs, from @mui/monorepo). */
function missingPackage(message) {
  const specifier = /"([^"]+)"/.exec(message)?.[1] ?? '';
  if (specifier.startsWith('docs/')) return MONOREPO;
  return specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
}

const markdownFiles = () => readdirSync(path.join(docs, 'data'), { recursive: true }).filter((f) => f.endsWith('.md')).map((f) => path.join(docs, 'data', f));

/** The pages (markdown, relative to docs/) that embed the demo a finding is about, from its folder or another's. */
function pagesOfDemo(finding, markdown) {
  const via = / \(imported by the demo (.+)\)$/.exec(finding.message)?.[1];
  const demo = path.resolve(ROOT, via ?? finding.file);
  const name = path.basename(demo).replace(/\.\w+$/, '');
  return markdown
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(/\{\{"demo":\s*"([^"]+)"/g)].some((m) => path.resolve(path.dirname(file), m[1]).replace(/\.\w+$/, '') === path.join(path.dirname(demo), name));
    })
    .map((file) => path.relative(docs, file).split(path.sep).join('/'));
}

/** Each route file's page: markdown (relative to docs/) → route. */
function routesOfMarkdown() {
  const routes = new Map();
  const pagesDir = path.join(docs, 'pages');
  for (const entry of readdirSync(pagesDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const markdown = /['"]docsx\/([^'"]+\.md)\?muiMarkdown['"]/.exec(readFileSync(file, 'utf8'))?.[1];
    if (markdown) routes.set(markdown, `/${path.relative(pagesDir, file).replace(/\.js$/, '').replace(/(^|\/)index$/, '')}/`.replace(/\/\/$/, '/'));
  }
  return routes;
}

extractDocs();
process.stdout.write(`MUI X ${tag}: docs/ in ${docs}\n`);
const { installed, unpublished } = installDependencies();
process.stdout.write(`Installed ${installed} of the docs' dependencies beside it; not on npm: ${[...unpublished.keys()].join(', ')}\n`);

const configFile = path.join(docs, 'site.config.ts');
const first = docsCli('check', ['--cache-dir', path.join(work, 'cache-check')]);
const setAside = new Map();
let markdown;
for (const finding of first.findings) {
  if (finding.code !== 'demo-import-unresolved') continue;
  const pkg = missingPackage(finding.message);
  if (!unpublished.has(pkg)) continue;
  for (const page of pagesOfDemo(finding, (markdown ??= markdownFiles()))) {
    if (!setAside.has(page)) setAside.set(page, new Set());
    setAside.get(page).add(pkg);
  }
}
// A few lines of config, as a maintainer would write them: the preset, and the pages set aside sent to mui.com.
const routes = routesOfMarkdown();
const excluded = [...setAside.keys()].sort();
const writeConfig = (pages) => {
  const externals = pages.flatMap((page) => (routes.has(page) ? [`    '${routes.get(page)}': 'https://mui.com${routes.get(page)}',`] : []));
  writeFileSync(configFile, `export default {\n  preset: 'mui',\n  exclude: ${JSON.stringify(pages)},\n  externalLinks: {\n${externals.join('\n')}\n  },\n};\n`);
};
writeConfig(excluded);

const check = docsCli('check', ['--cache-dir', path.join(work, 'cache-check')]);
const errors = check.findings.filter((d) => d.severity === 'error');
// With --measure-rest, the pages that still have errors are set aside too (and named as failing), so
// that the build of all the others can be timed; the check above still fails.
const failing = new Set();
if (errors.length && args.includes('--measure-rest')) {
  for (const finding of errors) for (const page of pagesOfDemo(finding, (markdown ??= markdownFiles()))) failing.add(page);
  writeConfig([...excluded, ...failing].sort());
}
const out = path.join(work, 'dist');
const cacheDir = path.join(work, 'cache-build');
rmSync(cacheDir, { recursive: true, force: true });
const cold = docsCli('build', ['--out', out, '--cache-dir', cacheDir]);
const warm = docsCli('build', ['--out', out, '--cache-dir', cacheDir]);
// One page edited, built in a new process.
const edited = path.join(docs, 'data', 'data-grid', 'sorting', 'sorting.md');
const original = readFileSync(edited, 'utf8');
writeFileSync(edited, `${original}\nAn edit made by the check.\n`);
const edit = docsCli('build', ['--out', out, '--cache-dir', cacheDir]);
writeFileSync(edited, original);

const built = (run) => Number(/Built (\d+) pages/.exec(run.stderr)?.[1] ?? 0);
const warnings = new Map();
for (const d of cold.findings) if (d.severity === 'warning') warnings.set(d.code, (warnings.get(d.code) ?? 0) + 1);
const byPackage = new Map();
for (const [page, pkgs] of setAside) for (const pkg of pkgs) byPackage.set(pkg, [...(byPackage.get(pkg) ?? []), page]);
process.stdout.write(`
docs check (preset mui, in place): exit ${check.status}, ${errors.length} errors, ${check.findings.length - errors.length} warnings in ${check.seconds.toFixed(1)} s
${errors.slice(0, 40).map((d) => `  ${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`).join('\n')}
${failing.size ? `pages with errors, set aside to time the others (--measure-rest): ${[...failing].sort().join(', ')}\n` : ''}pages set aside (a package they need is not on npm): ${setAside.size}
${[...byPackage].map(([pkg, pages]) => `  ${pkg} (${unpublished.get(pkg)}): ${pages.join(', ')}`).join('\n')}
docs build: exit ${cold.status}, ${built(cold)} pages, cold ${cold.seconds.toFixed(1)} s; warm ${warm.seconds.toFixed(1)} s; one page edited, new process ${edit.seconds.toFixed(1)} s
warnings by code: ${[...warnings].sort((a, b) => b[1] - a[1]).map(([c, n]) => `${c} ${n}`).join(', ') || 'none'}
`);
if (cold.status !== 0) process.stdout.write(`${cold.stderr.slice(-4000)}\n`);
// For `npm run bench -- --mui <repo>`, which states the goals beside these figures.
writeFileSync(
  path.join(work, 'summary.json'),
  JSON.stringify({ tag, pages: built(cold), errors: errors.length, failing: [...failing], setAside: Object.fromEntries([...setAside].map(([page, pkgs]) => [page, [...pkgs]])), warnings: Object.fromEntries(warnings), seconds: { check: check.seconds, cold: cold.seconds, warm: warm.seconds, edit: edit.seconds } }, null, 2),
);
process.exitCode = errors.length === 0 && check.status === 0 && cold.status === 0 && edit.status === 0 ? 0 : 1;
