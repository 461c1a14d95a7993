#!/usr/bin/env node
// Builds MUI X's own docs folder in place with this compiler: the `docs/` folder of mui/mui-x at a tag
// (taken from a checkout or a bare git dir with `git archive`, files unchanged), its npm dependencies
// installed beside it as a checkout has them, read with the `mui` preset. Pages are set aside only
// when a package they need is not published on npm (each named with the package); `docs check` must
// then find no error, and `docs build` must succeed. Prints a report: pages built by section, warnings
// by code, the pages set aside, the cold, warm and one-page-edit build times, and ten built pages
// opened in Chromium (scripts/mui-pages-in-browser.mjs: demos hydrate, images load, no console error).
//
// Each tag is checked apart with that tag's own dependencies (workspace packages at the tag's version,
// `catalog:` ranges from its pnpm-workspace.yaml), in DIR/<tag>, and reported apart.
//
// Usage: node scripts/check-mui-docs.mjs <mui-x checkout or git dir> [--tag v8.29.3]… [--work DIR] [--measure-rest] [--check-only]
// (--check-only stops after `docs check`: no build is timed)
// (by default v8.29.3 and the newest tag; the figures are also written to DIR/<tag>/summary.json, and all of them to DIR/summary.json)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pagesToVisit, report, visitPages } from './mui-pages-in-browser.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'bin', 'docs.mjs');
/** MUI X's docs up to v8 import MUI's own docs (`docs/…`) from `@mui/monorepo`, a git dependency that npm does not have. */
const MONOREPO = '@mui/monorepo';

const args = process.argv.slice(2);
if (!args[0] || args[0].startsWith('--')) {
  process.stderr.write('Usage: node scripts/check-mui-docs.mjs <mui-x checkout or git dir> [--tag v8.29.3]… [--work DIR] [--measure-rest]\n');
  process.exit(2);
}
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const repo = path.resolve(args[0]);
const gitDir = existsSync(path.join(repo, '.git')) ? path.join(repo, '.git') : repo;
const workRoot = path.resolve(option('--work', path.join(tmpdir(), 'mui-docs-check')));

function git(...command) {
  return execFileSync('git', [`--git-dir=${gitDir}`, ...command], { maxBuffer: 1 << 30 });
}

/** The tags asked for (`--tag`, repeatable); by default v8's last and the newest tag the repository has. */
function tagsAsked() {
  const asked = args.flatMap((arg, i) => (arg === '--tag' && args[i + 1] ? [args[i + 1]] : []));
  if (asked.length) return asked;
  const newest = git('tag', '--list', 'v*.*.*', '--sort=-version:refname').toString().split('\n').find((t) => /^v\d+\.\d+\.\d+$/.test(t));
  return [...new Set(['v8.29.3', newest].filter(Boolean))];
}
function docsCli(docs, command, extra = []) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [CLI, command, '--content', docs, '--json', ...extra], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28, env: { ...process.env, NODE_ENV: 'production' } });
  const findings = result.stdout.trim().startsWith('[') ? JSON.parse(result.stdout) : [];
  return { status: result.status, stderr: result.stderr, findings, seconds: (performance.now() - started) / 1000 };
}

/** MUI's docs folder at the tag, as the checkout has it, with the root tsconfig.json its own extends. */
function extractDocs(tag, checkout) {
  rmSync(path.join(checkout, 'docs'), { recursive: true, force: true });
  mkdirSync(checkout, { recursive: true });
  execFileSync('tar', ['-x', '-C', checkout], { input: git('archive', tag, 'docs', 'tsconfig.json'), maxBuffer: 1 << 30 });
}

const showJson = (tag, file) => JSON.parse(git('show', `${tag}:${file}`).toString());

/** `pnpm-workspace.yaml`'s catalog at the tag: name → version range. */
function catalog(tag) {
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

/** The workspace's packages at the tag: name → the version its package.json has there. */
function workspaceVersions(tag) {
  const versions = {};
  for (const dir of git('ls-tree', '--name-only', tag, 'packages/').toString().split('\n').filter(Boolean)) {
    try {
      const manifest = showJson(tag, `${dir}/package.json`);
      versions[manifest.name] = manifest.version;
    } catch {
      // A folder of packages/ with no package.json is no package.
    }
  }
  return versions;
}

const published = (name, version) => spawnSync('npm', ['view', `${name}@${version}`, 'version'], { encoding: 'utf8' }).stdout.trim() !== '';

/**
 * The docs' dependencies at the tag's versions, installed beside the docs folder (the checkout's
 * node_modules, as a checkout has them at its root): workspace packages at the version the tag's
 * packages/ have, `catalog:` ranges from the tag's pnpm-workspace.yaml, with the type declarations
 * of the docs and of the root. Returns the packages npm does not have, with why.
 */
function installDependencies(tag, checkout) {
  const docsManifest = showJson(tag, 'docs/package.json');
  const rootManifest = showJson(tag, 'package.json');
  const versions = catalog(tag);
  const workspace = workspaceVersions(tag);
  const wanted = {};
  const unpublished = new Map();
  if (rootManifest.devDependencies?.[MONOREPO] || rootManifest.dependencies?.[MONOREPO]) unpublished.set(MONOREPO, 'a git dependency, not on npm');
  const types = (manifest) => Object.entries(manifest.devDependencies ?? {}).filter(([name]) => name.startsWith('@types/'));
  for (const [name, range] of [...Object.entries(docsManifest.dependencies ?? {}), ...types(rootManifest), ...types(docsManifest)]) {
    if (range.startsWith('workspace:')) {
      const version = workspace[name];
      if (version && published(name, version)) wanted[name] = version;
      else unpublished.set(name, `${name}@${version ?? '?'} is not published`);
      continue;
    }
    wanted[name] = range === 'catalog:' ? versions[name] : range;
  }
  const packageJson = JSON.stringify({ name: `mui-x-docs-check-${tag}`, private: true, dependencies: wanted }, null, 2);
  const file = path.join(checkout, 'package.json');
  if (!existsSync(path.join(checkout, 'node_modules', '.package-lock.json')) || !existsSync(file) || readFileSync(file, 'utf8') !== packageJson) {
    writeFileSync(file, packageJson);
    const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps', '--ignore-scripts', '--loglevel=error'], { cwd: checkout, encoding: 'utf8', stdio: ['ignore', 'inherit', 'inherit'] });
    if (install.status !== 0) throw new Error(`npm install of the docs dependencies at ${tag} failed`);
  }
  return { installed: Object.keys(wanted).length, unpublished };
}

/** The package a `demo-import-unresolved` finding names (`docs/…` is MUI's own docs, from @mui/monorepo, up to v8). */
function missingPackage(message, unpublished) {
  const specifier = /"([^"]+)"/.exec(message)?.[1] ?? '';
  if (specifier.startsWith('docs/') && unpublished.has(MONOREPO)) return MONOREPO;
  return specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
}

const markdownFiles = (docs) => readdirSync(path.join(docs, 'data'), { recursive: true }).filter((f) => f.endsWith('.md')).map((f) => path.join(docs, 'data', f));

/** The pages (markdown, relative to docs/) that embed the demo a finding is about, from its folder or another's. */
function pagesOfDemo(docs, finding, markdown) {
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

/** Each route file's page: markdown (relative to docs/) → route. The import names the docs folder by an alias (`docsx/`, `docs/`). */
function routesOfMarkdown(docs) {
  const routes = new Map();
  const pagesDir = path.join(docs, 'pages');
  for (const entry of readdirSync(pagesDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const markdown = /['"][^'"/]+\/(data\/[^'"]+\.md)\?muiMarkdown['"]/.exec(readFileSync(file, 'utf8'))?.[1];
    if (markdown) routes.set(markdown, `/${path.relative(pagesDir, file).replace(/\.js$/, '').replace(/(^|\/)index$/, '')}/`.replace(/\/\/$/, '/'));
  }
  return routes;
}

/** The pages whose demos import a package npm lacks at the tag: markdown file → those packages. */
function pagesSetAside(docs, findings, unpublished) {
  const setAside = new Map();
  let markdown;
  for (const finding of findings) {
    if (finding.code !== 'demo-import-unresolved') continue;
    const pkg = missingPackage(finding.message, unpublished);
    if (!unpublished.has(pkg)) continue;
    for (const page of pagesOfDemo(docs, finding, (markdown ??= markdownFiles(docs)))) {
      if (!setAside.has(page)) setAside.set(page, new Set());
      setAside.get(page).add(pkg);
    }
  }
  // A demo may also import one the checkout running this has (its devDependencies: MUI X v8), which
  // the compiler then takes for a site without it (@mui/x-tree-view-pro@9.12.0 is not on npm): the
  // demos' own imports tell, not only the findings.
  for (const file of (markdown ??= markdownFiles(docs))) {
    for (const pkg of unpublishedImports(file, unpublished)) {
      const page = path.relative(docs, file).split(path.sep).join('/');
      if (!setAside.has(page)) setAside.set(page, new Set());
      setAside.get(page).add(pkg);
    }
  }
  return setAside;
}

/** The unpublished packages the demos a markdown file embeds import by name. */
function unpublishedImports(markdownFile, unpublished) {
  const found = new Set();
  const text = readFileSync(markdownFile, 'utf8');
  for (const [, demo] of text.matchAll(/\{\{"demo":\s*"([^"]+)"/g)) {
    const base = path.resolve(path.dirname(markdownFile), demo).replace(/\.\w+$/, '');
    const source = ['.tsx', '.js', '.ts', '.jsx'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
    if (!source) continue;
    for (const [, specifier] of readFileSync(source, 'utf8').matchAll(/from\s+['"]([^'"]+)['"]/g)) {
      const pkg = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
      if (unpublished.has(pkg) && pkg !== MONOREPO) found.add(pkg);
    }
  }
  return found;
}

/** A few lines of config, as a maintainer would write them: the preset, and the pages set aside sent to mui.com. */
function writeConfig(docs, pages) {
  const routes = routesOfMarkdown(docs);
  const externals = pages.flatMap((page) => (routes.has(page) ? [`    '${routes.get(page)}': 'https://mui.com${routes.get(page)}',`] : []));
  writeFileSync(path.join(docs, 'site.config.ts'), `export default {\n  preset: 'mui',\n  exclude: ${JSON.stringify(pages)},\n  externalLinks: {\n${externals.join('\n')}\n  },\n};\n`);
}

/** Cold and warm builds, then one page edited and built in a new process. */
function timeBuilds(docs, work) {
  const out = path.join(work, 'dist');
  const cacheDir = path.join(work, 'cache-build');
  rmSync(cacheDir, { recursive: true, force: true });
  const cold = docsCli(docs, 'build', ['--out', out, '--cache-dir', cacheDir]);
  const warm = docsCli(docs, 'build', ['--out', out, '--cache-dir', cacheDir]);
  const edited = path.join(docs, 'data', 'data-grid', 'sorting', 'sorting.md');
  const original = readFileSync(edited, 'utf8');
  writeFileSync(edited, `${original}\nAn edit made by the check.\n`);
  const edit = docsCli(docs, 'build', ['--out', out, '--cache-dir', cacheDir]);
  writeFileSync(edited, original);
  return { cold, warm, edit };
}

const countBy = (findings, severity) => {
  const counts = new Map();
  for (const d of findings) if (d.severity === severity) counts.set(d.code, (counts.get(d.code) ?? 0) + 1);
  return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1]));
};
const listCounts = (counts) => Object.entries(counts).map(([c, n]) => `${c} ${n}`).join(', ') || 'none';

/** Checks and builds the docs folder at one tag, in its own work folder; prints its report and returns its summary. */
async function checkTag(tag) {
  const work = path.join(workRoot, tag);
  const checkout = path.join(work, 'mui-x');
  const docs = path.join(checkout, 'docs');
  extractDocs(tag, checkout);
  process.stdout.write(`MUI X ${tag}: docs/ in ${docs}\n`);
  const { installed, unpublished } = installDependencies(tag, checkout);
  process.stdout.write(`Installed ${installed} of the docs' dependencies at ${tag}'s versions beside it; not on npm: ${[...unpublished.keys()].join(', ') || 'none'}\n`);

  const first = docsCli(docs, 'check', ['--cache-dir', path.join(work, 'cache-check')]);
  const setAside = pagesSetAside(docs, first.findings, unpublished);
  const excluded = [...setAside.keys()].sort();
  writeConfig(docs, excluded);
  const check = docsCli(docs, 'check', ['--cache-dir', path.join(work, 'cache-check')]);
  const errors = check.findings.filter((d) => d.severity === 'error');
  // With --measure-rest, the pages that still have errors are set aside too (and named as failing), so
  // that the build of all the others can be timed; the check above still fails.
  const failing = new Set();
  if (errors.length && args.includes('--measure-rest')) {
    const markdown = markdownFiles(docs);
    for (const finding of errors) for (const page of pagesOfDemo(docs, finding, markdown)) failing.add(page);
    writeConfig(docs, [...excluded, ...failing].sort());
  }
  const skipped = { status: null, stderr: '', findings: [], seconds: 0 };
  const { cold, warm, edit } = args.includes('--check-only') ? { cold: skipped, warm: skipped, edit: skipped } : timeBuilds(docs, work);

  const built = (run) => Number(/Built (\d+) pages/.exec(run.stderr)?.[1] ?? 0);
  const out = path.join(work, 'dist');
  const sections = cold.status === 0 ? pagesBySection(out) : {};
  // Ten pages in Chromium, as a reader opens them (see mui-pages-in-browser.mjs).
  const browser = cold.status === 0 && existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') ? report(await visitPages(out, pagesToVisit(out))) : undefined;
  const byPackage = new Map();
  for (const [page, pkgs] of setAside) for (const pkg of pkgs) byPackage.set(pkg, [...(byPackage.get(pkg) ?? []), page]);
  const summary = {
    tag,
    pages: built(cold),
    errors: errors.length,
    errorsByCode: countBy(check.findings, 'error'),
    failing: [...failing],
    setAside: Object.fromEntries([...setAside].map(([page, pkgs]) => [page, [...pkgs]])),
    warnings: countBy(cold.findings, 'warning'),
    sections,
    browser: browser?.ok ?? null,
    seconds: { check: check.seconds, cold: cold.seconds, warm: warm.seconds, edit: edit.seconds },
    ok: errors.length === 0 && check.status === 0 && (args.includes('--check-only') || (cold.status === 0 && edit.status === 0 && browser?.ok !== false)),
  };
  process.stdout.write(`
== MUI X ${tag} ==
docs check (preset mui, in place): exit ${check.status}, ${errors.length} errors (${listCounts(summary.errorsByCode)}), ${check.findings.length - errors.length} warnings in ${check.seconds.toFixed(1)} s
${errors.slice(0, 40).map((d) => `  ${d.file}:${d.line}:${d.column} ${d.code} ${d.message.split('\n')[0]}`).join('\n')}
${failing.size ? `pages with errors, set aside to time the others (--measure-rest): ${[...failing].sort().join(', ')}\n` : ''}pages set aside (a package they need is not on npm): ${setAside.size}
${[...byPackage].map(([pkg, pages]) => `  ${pkg} (${unpublished.get(pkg)}): ${pages.join(', ')}`).join('\n')}
${cold.status === null ? 'docs build: not run (--check-only)' : `docs build: exit ${cold.status}, ${summary.pages} pages, cold ${cold.seconds.toFixed(1)} s; warm ${warm.seconds.toFixed(1)} s; one page edited, new process ${edit.seconds.toFixed(1)} s`}
pages built by section: ${listCounts(sections)}
warnings by code: ${listCounts(summary.warnings)}
${browser ? `in Chromium (${browser.ok ? 'every demo hydrated, every image loaded, no console error' : 'FAILED'}):\n${browser.text}` : 'in Chromium: not run'}
`);
  if (cold.status !== 0) process.stdout.write(`${cold.stderr.slice(-4000)}\n`);
  writeFileSync(path.join(work, 'summary.json'), JSON.stringify(summary, null, 2));
  return summary;
}

/** The built pages under each top folder of `x/` (`react-data-grid`, `api`…), most first. */
function pagesBySection(out) {
  const counts = {};
  const root = path.join(out, 'x');
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('index.html')) continue;
    const section = file.includes(path.sep) ? file.split(path.sep)[0] : '(x)';
    counts[section] = (counts[section] ?? 0) + 1;
  }
  return Object.fromEntries(Object.entries(counts).sort((a, b) => b[1] - a[1]));
}

// Each tag is checked apart, one after the other (each build takes the machine's cores).
const summaries = [];
for (const tag of tagsAsked()) summaries.push(await checkTag(tag));
process.stdout.write(`\n${summaries.map((s) => `${s.tag}: ${s.ok ? 'ok' : 'FAILED'}, ${s.errors} errors, ${s.pages} pages built, ${Object.keys(s.setAside).length} set aside`).join('\n')}\n`);
// For `npm run bench -- --mui <repo>`, which states the goals beside these figures.
writeFileSync(path.join(workRoot, 'summary.json'), JSON.stringify(summaries, null, 2));
process.exitCode = summaries.every((s) => s.ok) ? 0 : 1;
