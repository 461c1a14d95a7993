// `npm run bench:compare`: the same corpus built by us and by every peer installed by
// ../shared/bench/setup.sh (in $ANCHORS_WORK/sites), in one run on one machine: cold builds (outputs and
// every cache removed) and rebuilds after a one-page edit (caches kept), with the ratios side by side.
// Usage: node bench/compare.mjs [--pages 1000] [--peers docusaurus,vitepress] [--runs 1]
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { appendParagraph, CLI, makeCorpus, measure, median, ROOT, SHARED_BENCH, TYPICAL_PAGE } from './lib.mjs';

function options(argv) {
  const o = { pages: 1000, peers: undefined, runs: 1 };
  for (let i = 2; i < argv.length; i += 1) {
    const key = argv[i].replace(/^--/, '');
    const value = argv[++i];
    if (key === 'peers') o.peers = value.split(',').filter(Boolean);
    else if (key === 'pages' || key === 'runs') o[key] = Number(value);
    else throw new Error(`unknown option --${key}`);
  }
  return o;
}

const o = options(process.argv);
const registry = path.join(SHARED_BENCH, 'lib', 'anchors.mjs');
if (!existsSync(registry)) throw new Error(`${registry} not found: the peers' benchmark kit is needed (set SHARED_BENCH)`);
const { ANCHORS, SITES } = await import(pathToFileURL(registry).href);
const installed = Object.keys(ANCHORS).filter((name) => existsSync(path.join(SITES, name, 'node_modules')));
const peers = (o.peers ?? installed).filter((name) => {
  if (installed.includes(name)) return true;
  process.stdout.write(`skipping ${name}: not installed in ${SITES} (run ../shared/bench/setup.sh ${name})\n`);
  return false;
});

const work = mkdtempSync(path.join(tmpdir(), 'docs-compare-'));
const corpus = makeCorpus(o.pages, path.join(work, 'corpus'));
process.stdout.write(`corpus: ${o.pages} pages + index from ${corpus.source}\n`);

/** One cold build (after `reset` empties outputs and caches) and one rebuild after a one-page edit. */
function round(tool, run) {
  tool.reset();
  process.stdout.write(`${tool.label}: cold build ${run + 1}/${o.runs}…\n`);
  tool.cold.push(measure(tool.build, tool.cwd, tool.env));
  appendParagraph(tool.page, `Compare probe ${run} ${Date.now()}`);
  process.stdout.write(`${tool.label}: rebuild after a one-page edit…\n`);
  tool.warm.push(measure(tool.build, tool.cwd, tool.env));
}

const tools = [];
const oursContent = path.join(work, 'ours');
cpSync(corpus.md, oursContent, { recursive: true });
tools.push({
  label: 'docs build (ours)',
  build: [process.execPath, CLI, 'build', '--content', oursContent, '--out', path.join(work, 'out'), '--cache-dir', path.join(work, 'cache')],
  cwd: ROOT,
  env: { NODE_ENV: 'production' },
  reset: () => [path.join(work, 'out'), path.join(work, 'cache')].forEach((d) => rmSync(d, { recursive: true, force: true })),
  page: path.join(oursContent, TYPICAL_PAGE),
  cold: [],
  warm: [],
});
for (const name of peers) {
  const anchor = ANCHORS[name];
  const site = path.join(SITES, name);
  const content = path.join(site, anchor.contentDir);
  mkdirSync(content, { recursive: true });
  for (const entry of readdirSync(content)) if (!anchor.keepInContent.includes(entry)) rmSync(path.join(content, entry), { recursive: true, force: true });
  cpSync(path.join(corpus.root, anchor.flavor), content, { recursive: true });
  // VitePress has no generated sidebar: the corpus ships one, as in the peers' own benchmark.
  if (name === 'vitepress') cpSync(path.join(corpus.root, 'vitepress-sidebar.json'), path.join(site, 'docs', '.vitepress', 'sidebar.json'));
  tools.push({
    label: anchor.label,
    build: anchor.build,
    cwd: site,
    env: anchor.env ?? {},
    reset: () => anchor.caches.forEach((c) => rmSync(path.join(site, c), { recursive: true, force: true })),
    page: path.join(content, TYPICAL_PAGE),
    cold: [],
    warm: [],
  });
}
// Rounds take every tool in turn: the host's load drifts over minutes here, and measuring each tool's
// runs back to back moved the ratio to Docusaurus between 4.7× and 5.9× within half an hour.
for (let run = 0; run < o.runs; run += 1) for (const tool of tools) round(tool, run);
const rows = tools.map((tool) => ({
  label: tool.label,
  cold: median(tool.cold.map((m) => m.seconds)),
  rssMiB: Math.max(...tool.cold.map((m) => m.rssMiB)),
  warm: median(tool.warm.map((m) => m.seconds)),
  colds: tool.cold.map((m) => m.seconds),
}));

const ours = rows[0];
process.stdout.write(`\n| tool | pages | cold s | cold vs ours | peak RSS MiB | one-page edit rebuild s | edit vs ours |\n|---|---|---|---|---|---|---|\n`);
for (const r of rows) {
  const ratio = (value, base) => (r === ours ? '1.0×' : `${(value / base).toFixed(1)}× slower`);
  process.stdout.write(`| ${r.label} | ${o.pages + 1} | ${r.cold.toFixed(1)} | ${ratio(r.cold, ours.cold)} | ${r.rssMiB ? r.rssMiB.toFixed(0) : 'n/a'} | ${r.warm.toFixed(1)} | ${ratio(r.warm, ours.warm)} |\n`);
}
// The second performance round's goal against the fastest peer measured here.
const docusaurus = rows.find((r) => r.label === 'Docusaurus');
if (docusaurus) {
  const times = docusaurus.cold / ours.cold;
  const perRound = docusaurus.colds.map((seconds, run) => `${(seconds / ours.colds[run]).toFixed(1)}×`).join(', ');
  process.stdout.write(`\n| goal | measured | target | |\n|---|---|---|---|\n| ${o.pages.toLocaleString('en')} pages: cold, vs Docusaurus Faster (same run) | ${times.toFixed(1)}× faster (medians; per round ${perRound}) | ≥ 6× | ${times >= 6 ? 'met' : 'not met'} |\n`);
}
rmSync(work, { recursive: true, force: true });
