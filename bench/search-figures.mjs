// `npm run bench:search` (and alone: node bench/search-figures.mjs [--out <built site>] [--before <built site>] [--no-latency]):
// the keyword relevance set (bench/search-relevance.json) and the question set
// (bench/search-questions.json) through our search and through MiniSearch on the same pages, hit@1,
// hit@3, MRR and empty answers, then their held-out parts, never tuned on; then what the dialog costs
// a reader (its code and the index, gzipped; the first query and each keystroke in Chromium with the
// CPU slowed four times), beside the same figures before issue 67: recorded (bench/search-baseline.json),
// or measured in the same run on a site built before it (--before), which a loaded machine needs.
// Without --out, the shipped content is built first into a temporary folder.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { CLI, ROOT } from './lib.mjs';
import { measureSearchLatency } from './search-latency.mjs';

const at = process.argv.indexOf('--out');
const work = mkdtempSync(path.join(tmpdir(), 'docs-search-bench-'));
let dist = at > 0 ? path.resolve(process.argv[at + 1]) : undefined;
if (!dist) {
  dist = path.join(work, 'dist');
  process.stdout.write('shipped content: building…\n');
  const built = spawnSync(process.execPath, [CLI, 'build', '--out', dist], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const entry = path.join(work, 'search-report.mjs');
await build({ entryPoints: [path.join(ROOT, 'bench', 'search-report.ts')], bundle: true, platform: 'node', format: 'esm', outfile: entry, logLevel: 'warning' });
const run = spawnSync(process.execPath, [entry, dist], { stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);

/** Gzipped bytes of the dialog's module (named by the pages' search config) and of the index. */
function searchSizes(folder) {
  const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
  const html = readFileSync(path.join(folder, 'x', 'introduction', 'index.html'), 'utf8');
  const module = /"module":"(\/static\/search\.[^"]+\.js)"/.exec(html)[1];
  const index = path.join(folder, 'static', 'search');
  const manifests = JSON.parse(readFileSync(path.join(index, 'manifest.json'), 'utf8'));
  const pages = Object.values(manifests).reduce((sum, name) => sum + JSON.parse(readFileSync(path.join(index, name), 'utf8')).pages.length, 0);
  const total = readdirSync(index).reduce((sum, name) => sum + gz(path.join(index, name)), 0);
  return { dialogJs: gz(path.join(folder, module)), manifestEn: gz(path.join(index, manifests.en)), indexPerPage: total / pages };
}

/** The sizes and, unless --no-latency, the timings of a built site's dialog. */
async function dialogCosts(folder) {
  const costs = searchSizes(folder);
  if (process.argv.includes('--no-latency')) return costs;
  // Every third question typed letter by letter: about 1,700 keystrokes, a minute and a half.
  const questions = JSON.parse(readFileSync(path.join(ROOT, 'bench', 'search-questions.json'), 'utf8')).filter((_, i) => i % 3 === 0).map((q) => q.query);
  return { ...costs, ...(await measureSearchLatency(folder, 'line chart', questions)) };
}

const before = process.argv.indexOf('--before');
const baseline = before > 0 ? { commit: 'the site given with --before', measured: 'measured in this run', ...(await dialogCosts(path.resolve(process.argv[before + 1]))) } : JSON.parse(readFileSync(path.join(ROOT, 'bench', 'search-baseline.json'), 'utf8'));
const now = await dialogCosts(dist);
const rows = [
  ['dialog code', 'dialogJs', 'B gzipped'],
  ['English manifest', 'manifestEn', 'B gzipped'],
  ['index per page', 'indexPerPage', 'B gzipped'],
  ['first query (4× CPU slowdown)', 'firstQuery', 'ms'],
  ['keystroke, median', 'keystrokeMedian', 'ms'],
  ['keystroke, 95th percentile', 'keystrokeP95', 'ms'],
];
process.stdout.write(`\nWhat the dialog costs, beside the figures before issue 67 (${baseline.commit}, ${baseline.measured}; goal: no more than 10% above):\n`);
for (const [label, key, unit] of rows) {
  if (now[key] === undefined) continue;
  const change = ((now[key] / baseline[key] - 1) * 100).toFixed(1);
  process.stdout.write(`  ${label.padEnd(30)} ${now[key].toFixed(0).padStart(6)} ${unit} (before: ${baseline[key].toFixed(0)}, ${change.startsWith('-') ? '' : '+'}${change}%)\n`);
}
if (now.keystrokes) process.stdout.write(`  (${now.keystrokes} keystrokes: every third question typed letter by letter; a shared machine's load moves these by tens of percent)\n`);
rmSync(work, { recursive: true, force: true });
