// `npm run bench` (and alone: node bench/search-figures.mjs [--out <built site>]): the relevance
// set (bench/search-relevance.json) through our search and through MiniSearch on the same pages,
// hit@1, hit@3, MRR and empty answers with the index bytes per page of each; then the held-out
// queries (bench/search-relevance-heldout.json). Without --out, the shipped content is built first
// into a temporary folder.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { CLI, ROOT } from './lib.mjs';

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
rmSync(work, { recursive: true, force: true });
process.exit(run.status ?? 1);
