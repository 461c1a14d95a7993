// `npm run bench`: our build on the peers' synthetic corpus at 1,000 and 10,000 pages, and on the
// shipped content. For each: cold seconds (empty cache), ms per page, peak RSS, a rebuild with nothing
// changed, a rebuild after a one-page edit (a new `docs build` process, and `docs build --watch`
// from the write to the page's HTML updated), and HTML bytes per page.
// Then, unless --builds-only, the rest of the second round's goals, each script printing its figures
// with the goal beside them: the same 1,000 pages through Docusaurus in one run (bench/compare.mjs,
// when ../shared/bench/setup.sh installed it), `docs dev` latency (bench/dev-latency.mjs), the demo
// pages in Chromium (bench/demo-pages.mjs), the search relevance set through our search and
// MiniSearch (bench/search-figures.mjs) and `docs mcp`'s start and search latency (bench/mcp-latency.mjs).
// With --runs N, the cold build (from an empty output and cache), the unchanged rebuild and the
// one-page edit each run N times and the median is reported, the range beside it: on a shared host a
// single build moves by a tenth from one minute to the next.
// With --mui <mui-x checkout or git dir> (or MUI_X_REPO), MUI X's own docs folder is built in place too.
// Usage: node bench/run.mjs [--pages 1000,10000] [--site] [--edits 10] [--runs N] [--jobs N] [--builds-only] [--mui DIR]
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measureInstall } from './install-size.mjs';
import { appendParagraph, CLI, htmlStats, makeCorpus, measure, median, ROOT, TYPICAL_PAGE, watchEdits } from './lib.mjs';

function options(argv) {
  const o = { pages: [1000, 10000], site: false, edits: 10, runs: 1, jobs: undefined, buildsOnly: false, mui: process.env.MUI_X_REPO };
  for (let i = 2; i < argv.length; i += 1) {
    const key = argv[i].replace(/^--/, '');
    if (key === 'site') o.site = true;
    else if (key === 'builds-only') o.buildsOnly = true;
    else if (key === 'pages') o.pages = argv[++i].split(',').filter(Boolean).map(Number);
    else if (key === 'edits' || key === 'jobs' || key === 'runs') o[key] = Number(argv[++i]);
    else if (key === 'mui') o.mui = argv[++i];
    else throw new Error(`unknown option --${key}`);
  }
  return o;
}

const o = options(process.argv);
const work = mkdtempSync(path.join(tmpdir(), 'docs-bench-'));
const env = { NODE_ENV: 'production' };

/** Cold, unchanged and one-page-edit builds of one content folder. */
async function benchContent({ label, content, page, route }) {
  const out = path.join(work, `out-${label}`);
  const cacheDir = path.join(work, `cache-${label}`);
  const build = (extra = []) => measure([process.execPath, CLI, 'build', '--content', content, '--out', out, '--cache-dir', cacheDir, ...(o.jobs ? ['--jobs', String(o.jobs)] : []), ...extra], ROOT, env);
  process.stdout.write(`${label}: cold build…\n`);
  const cold = repeated(() => {
    rmSync(out, { recursive: true, force: true });
    rmSync(cacheDir, { recursive: true, force: true });
    return build();
  });
  const stats = htmlStats(out);
  process.stdout.write(`${label}: rebuild with nothing changed…\n`);
  const unchanged = repeated(() => build());
  process.stdout.write(`${label}: rebuild after a one-page edit…\n`);
  let token = '';
  const edited = repeated(() => {
    token = `Edit probe ${Date.now()}`;
    appendParagraph(page, token);
    return build();
  });
  const output = path.join(out, ...route.split('/').filter(Boolean), 'index.html');
  if (!readFileSync(output, 'utf8').includes(token)) throw new Error(`the edit of ${page} is not in ${output}`);
  process.stdout.write(`${label}: docs build --watch, ${o.edits} edits…\n`);
  const watch = await watchEdits({ content, out, cacheDir, page, output, edits: o.edits });
  return { label, pages: stats.files, cold, stats, unchanged, edited, watch };
}

/** `o.runs` measurements: the median one, with the range of all. */
function repeated(run) {
  const all = Array.from({ length: o.runs }, run);
  const seconds = all.map((m) => m.seconds);
  const middle = median(seconds);
  return { ...all.find((m) => m.seconds === middle), min: Math.min(...seconds), max: Math.max(...seconds) };
}

/** Seconds with the range of the runs when there were several. */
const timed = (m, digits) => (o.runs > 1 ? `${m.seconds.toFixed(digits)} (${m.min.toFixed(digits)}–${m.max.toFixed(digits)})` : m.seconds.toFixed(digits));

const rows = [];
for (const pages of o.pages) {
  const corpus = makeCorpus(pages, path.join(work, `corpus-${pages}`));
  process.stdout.write(`corpus: ${pages} pages + index from ${corpus.source}\n`);
  const page = path.join(corpus.md, TYPICAL_PAGE);
  rows.push(await benchContent({ label: `${pages + 1} pages`, content: corpus.md, page, route: `/${TYPICAL_PAGE.replace(/\.md$/, '')}/` }));
  rmSync(path.join(work, `corpus-${pages}`), { recursive: true, force: true });
}
if (o.site) {
  // A copy: the edits must not touch the repository's content.
  const content = path.join(work, 'content');
  cpSync(path.join(ROOT, 'content'), content, { recursive: true });
  const route = '/x/react-tree-view/quickstart/';
  rows.push(await benchContent({ label: 'shipped content', content, page: path.join(content, 'x', 'react-tree-view', 'quickstart', 'index.md'), route }));
}

process.stdout.write(
  `\n| content | pages | cold s${o.runs > 1 ? ` (median of ${o.runs}, range)` : ''} | ms/page | peak RSS MiB | unchanged rebuild s | one-page edit: new process s | one-page edit: --watch ms (median, min–max) | HTML KB/page |\n|---|---|---|---|---|---|---|---|---|\n`,
);
for (const r of rows) {
  process.stdout.write(
    `| ${r.label} | ${r.pages} | ${timed(r.cold, 1)} | ${((r.cold.seconds * 1000) / r.pages).toFixed(1)} | ${r.cold.rssMiB ? r.cold.rssMiB.toFixed(0) : 'n/a'} | ${timed(r.unchanged, 2)} | ${timed(r.edited, 2)} | ${r.watch.median.toFixed(0)} (${r.watch.min.toFixed(0)}–${r.watch.max.toFixed(0)}) | ${(r.stats.bytesPerPage / 1024).toFixed(1)} |\n`,
  );
}
const small = rows.find((r) => r.label.startsWith('1001'));
const large = rows.find((r) => r.label.startsWith('10001'));
if (small && large) {
  process.stdout.write(
    `\nscaling 1k → 10k: time ×${(large.cold.seconds / small.cold.seconds).toFixed(1)}, peak RSS ×${(large.cold.rssMiB / small.cold.rssMiB).toFixed(2)}, HTML per page ×${(large.stats.bytesPerPage / small.stats.bytesPerPage).toFixed(2)}\n`,
  );
}
// The goals of the second performance round, each beside what this run measured. Ratios against
// Docusaurus need the peer in the same run: `npm run bench:compare`.
const goals = [];
const check = (what, value, goal, ok) => goals.push(`| ${what} | ${value} | ${goal} | ${ok ? 'met' : 'not met'} |`);
if (small) {
  check('1,000 pages: peak RSS', `${small.cold.rssMiB?.toFixed(0) ?? 'n/a'} MiB`, '≤ 500 MiB', (small.cold.rssMiB ?? Infinity) <= 500);
  check('1,000 pages: one-page edit, new process', `${timed(small.edited, 2)} s`, '≤ 0.5 s', small.edited.seconds <= 0.5);
}
if (large) check('10,000 pages: one-page edit, new process', `${timed(large.edited, 2)} s`, '≤ 2 s', large.edited.seconds <= 2);
const site = rows.find((r) => r.label === 'shipped content');
if (site) {
  check('shipped content: cold build', `${timed(site.cold, 1)} s`, '≤ 15 s', site.cold.seconds <= 15);
  check('shipped content: largest page HTML', `${(site.stats.largest.bytes / 1024).toFixed(0)} KB (${site.stats.largest.page})`, '≤ 200 KB', site.stats.largest.bytes <= 200 * 1024);
}
if (o.mui) {
  // MUI X's own docs folder built in place (scripts/check-mui-docs.mjs), given a checkout or git dir:
  // v8's last tag and the newest, each with its own dependencies, one after the other.
  const muiWork = path.join(work, 'mui');
  spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'check-mui-docs.mjs'), o.mui, '--work', muiWork], { cwd: ROOT, stdio: 'inherit' });
  const summaries = existsSync(path.join(muiWork, 'summary.json')) ? JSON.parse(readFileSync(path.join(muiWork, 'summary.json'), 'utf8')) : [];
  for (const summary of summaries) {
    check(`MUI X ${summary.tag} docs in place: check`, `${summary.errors} errors`, '0 errors', summary.errors === 0);
    check(`MUI X ${summary.tag} docs in place (${summary.pages} pages): cold build`, `${summary.seconds.cold.toFixed(1)} s`, '≤ 60 s', summary.seconds.cold <= 60);
    check(`MUI X ${summary.tag} docs in place: one-page edit, new process`, `${summary.seconds.edit.toFixed(2)} s`, '≤ 1 s', summary.seconds.edit <= 1);
  }
  if (!summaries.length) check('MUI X docs in place', 'the check did not finish', 'a build', false);
}
process.stdout.write('npm install of the packed compiler into an empty project…\n');
const installed = measureInstall();
check(`npm install <tarball> into an empty project (${installed.seconds.toFixed(1)} s)`, `${(installed.bytes / 2 ** 20).toFixed(1)} MiB, MUI X: ${installed.muiX.length ? installed.muiX.join(', ') : 'none'}`, '≤ 150 MB, no @mui/x-*', installed.bytes <= 150 * 2 ** 20 && installed.muiX.length === 0);
if (goals.length) process.stdout.write(`\n| goal | measured | target | |\n|---|---|---|---|\n${goals.join('\n')}\n`);
rmSync(work, { recursive: true, force: true });

if (!o.buildsOnly) {
  const script = (name, args = []) => {
    process.stdout.write(`\n## ${name} ${args.join(' ')}\n\n`);
    const run = spawnSync(process.execPath, [path.join(ROOT, 'bench', name), ...args], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    if (run.status !== 0) process.stdout.write(`${name} failed (exit ${run.status})\n`);
  };
  const anchors = path.join(process.env.ANCHORS_WORK ?? '/tmp/anchors', 'sites', 'docusaurus', 'node_modules');
  // As many rounds as the builds above: one round's ratio moved between 5.7× and 9.3× on a noisy host.
  if (existsSync(anchors)) script('compare.mjs', ['--peers', 'docusaurus', '--pages', '1000', '--runs', String(o.runs)]);
  else process.stdout.write(`\nDocusaurus is not installed (${anchors}): run ../shared/bench/setup.sh docusaurus for the 6× ratio.\n`);
  script('dev-latency.mjs');
  script('demo-pages.mjs');
  script('search-figures.mjs');
  script('mcp-latency.mjs');
}
