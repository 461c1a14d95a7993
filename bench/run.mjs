// `npm run bench`: times `docs build` on a synthetic corpus (default 1000 pages) and prints pages per
// second and peak memory. With --peers, the same corpus is built by peer tools installed by
// ../shared/bench/setup.sh (in $ANCHORS_WORK/sites), in the same run, and the ratios are printed.
// Usage: node bench/run.mjs [--pages 1000] [--runs 1] [--peers vitepress,docusaurus] [--jobs N]
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCorpus } from './gen-corpus.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ANCHORS_WORK = process.env.ANCHORS_WORK ?? '/tmp/anchors';
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

const PEERS = {
  vitepress: {
    label: 'VitePress 1.6',
    contentDir: 'docs',
    keep: ['.vitepress'],
    caches: ['docs/.vitepress/dist', 'docs/.vitepress/cache', 'node_modules/.vite'],
    command: ['node_modules/.bin/vitepress', 'build', 'docs'],
    prepare: (site, corpus) => writeFileSync(path.join(site, 'docs', '.vitepress', 'sidebar.json'), JSON.stringify(corpus.sidebar)),
  },
  docusaurus: {
    label: 'Docusaurus 3 (Rspack)',
    contentDir: 'docs',
    keep: [],
    caches: ['build', '.docusaurus', 'node_modules/.cache'],
    command: ['node_modules/.bin/docusaurus', 'build'],
    env: { DOCUSAURUS_IGNORE_SSG_WARNINGS: 'true' },
    prepare: () => {},
  },
};

function options(argv) {
  const o = { pages: 1000, runs: 1, peers: [], jobs: undefined };
  for (let i = 2; i < argv.length; i += 1) {
    const key = argv[i].replace(/^--/, '');
    const value = argv[++i];
    if (key === 'peers') o.peers = value.split(',').filter(Boolean);
    else if (key in o) o[key] = Number(value);
    else throw new Error(`unknown option --${key}`);
  }
  return o;
}

/** Runs a command under GNU time when available: wall seconds and peak resident memory. */
function measure(command, cwd, env = {}) {
  const argv = TIME ? [TIME, '-v', ...command] : command;
  const started = performance.now();
  const result = spawnSync(argv[0], argv.slice(1), { cwd, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 1 << 28 });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`${command.join(' ')} failed (${result.status}):\n${result.stderr.slice(-3000)}`);
  const rss = Number(result.stderr.match(/Maximum resident set size \(kbytes\): (\d+)/)?.[1] ?? 0) / 1024;
  return { seconds, rssMiB: rss };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const o = options(process.argv);
const work = mkdtempSync(path.join(tmpdir(), 'docs-bench-'));
const corpusDir = path.join(work, 'corpus');
const corpus = generateCorpus({ pages: o.pages, seed: 7, out: corpusDir });
const total = corpus.pages.length + 1;
process.stdout.write(`corpus: ${total} pages in ${corpusDir}\n`);

const rows = [];
const ours = [];
for (let run = 0; run < o.runs; run += 1) {
  const out = path.join(work, `out-${run}`);
  const args = ['build', '--content', corpusDir, '--out', out, '--cache-dir', path.join(work, `cache-${run}`)];
  if (o.jobs) args.push('--jobs', String(o.jobs));
  ours.push(measure([process.execPath, path.join(ROOT, 'bin', 'docs.mjs'), ...args], ROOT, { NODE_ENV: 'production' }));
  rmSync(out, { recursive: true, force: true });
}
rows.push({ label: 'docs build (ours)', seconds: median(ours.map((m) => m.seconds)), rssMiB: Math.max(...ours.map((m) => m.rssMiB)) });

for (const name of o.peers) {
  const peer = PEERS[name];
  const site = path.join(ANCHORS_WORK, 'sites', name);
  if (!peer || !existsSync(path.join(site, 'node_modules'))) {
    process.stdout.write(`skipping ${name}: run ANCHORS_WORK=${ANCHORS_WORK} ../shared/bench/setup.sh ${name} first\n`);
    continue;
  }
  const content = path.join(site, peer.contentDir);
  for (const entry of existsSync(content) ? readdirSync(content) : []) {
    if (!peer.keep.includes(entry)) rmSync(path.join(content, entry), { recursive: true, force: true });
  }
  cpSync(corpusDir, content, { recursive: true });
  peer.prepare(site, corpus);
  const runs = [];
  for (let run = 0; run < o.runs; run += 1) {
    for (const cache of peer.caches) rmSync(path.join(site, cache), { recursive: true, force: true });
    runs.push(measure(peer.command, site, peer.env));
  }
  rows.push({ label: peer.label, seconds: median(runs.map((m) => m.seconds)), rssMiB: Math.max(...runs.map((m) => m.rssMiB)) });
}

const base = rows[0];
process.stdout.write(`\n| tool | pages | wall s | pages/s | peak RSS MiB | vs ours |\n|---|---|---|---|---|---|\n`);
for (const row of rows) {
  const ratio = row === base ? '1.0×' : `${(row.seconds / base.seconds).toFixed(1)}× slower`;
  process.stdout.write(`| ${row.label} | ${total} | ${row.seconds.toFixed(1)} | ${(total / row.seconds).toFixed(1)} | ${row.rssMiB ? row.rssMiB.toFixed(0) : 'n/a'} | ${ratio} |\n`);
}
rmSync(work, { recursive: true, force: true });
