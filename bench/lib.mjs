// Shared by the benchmarks: the corpus, timed runs under GNU time, output statistics, watch-mode edits.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCorpus } from './gen-corpus.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CLI = path.join(ROOT, 'bin', 'docs.mjs');
/** The peers' benchmark kit (../shared/bench): its corpus generator and its registry of installed peer sites. */
export const SHARED_BENCH = process.env.SHARED_BENCH ?? path.resolve(ROOT, '..', 'shared', 'bench');
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

/**
 * Writes an N-page corpus into `dir`. The peers' generator (seed 42, as in their published figures) when
 * ../shared/bench is present, so every tool builds the same text; otherwise this repository's own,
 * with the same shape. Returns the folder of markdown with relative file links (`md/`), the flavour
 * of the peers' corpus that every tool here builds except Starlight.
 */
export function makeCorpus(pages, dir) {
  const shared = path.join(SHARED_BENCH, 'gen-corpus.mjs');
  if (existsSync(shared)) {
    const run = spawnSync(process.execPath, [shared, '--pages', String(pages), '--out', dir, '--seed', '42'], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`corpus generation failed:\n${run.stderr}`);
    return { md: path.join(dir, 'md'), root: dir, source: '../shared/bench/gen-corpus.mjs (seed 42)' };
  }
  generateCorpus({ pages, seed: 42, out: path.join(dir, 'md') });
  return { md: path.join(dir, 'md'), root: dir, source: 'bench/gen-corpus.mjs (seed 42)' };
}

/** The page every tool's "one-page edit" touches (the peers' `TYPICAL` page). */
export const TYPICAL_PAGE = path.join('data-grid', 'sorting-1.md');

/** Runs a command under GNU time when available, from a flushed disk: wall seconds and peak resident memory of the process. */
export function measure(command, cwd, env = {}) {
  // The previous step's written files are flushed first: their writeback would otherwise land in
  // this measurement (after the 10,000-page build, about a gigabyte of it).
  spawnSync('sync');
  const argv = TIME ? [TIME, '-v', ...command] : command;
  const started = performance.now();
  const result = spawnSync(argv[0], argv.slice(1), { cwd, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 1 << 28 });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`${command.join(' ')} failed (${result.status}):\n${result.stderr.slice(-3000)}`);
  const rssMiB = Number(result.stderr.match(/Maximum resident set size \(kbytes\): (\d+)/)?.[1] ?? 0) / 1024;
  return { seconds, rssMiB, stderr: result.stderr };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Count and mean size of the HTML pages of a built site (404 excluded). */
export function htmlStats(outDir) {
  let files = 0;
  let bytes = 0;
  let largest = { bytes: 0, page: '' };
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      // static/ holds assets and the demos' listing fragments, not pages.
      if (entry.isDirectory()) {
        if (!(dir === outDir && entry.name === 'static')) walk(full);
      } else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
        const size = statSync(full).size;
        files += 1;
        bytes += size;
        if (size > largest.bytes) largest = { bytes: size, page: `/${path.relative(outDir, path.dirname(full)).split(path.sep).join('/')}/` };
      }
    }
  };
  walk(outDir);
  return { files, bytesPerPage: files ? bytes / files : 0, largest };
}

/** Appends a paragraph with `token` to a markdown file. */
export function appendParagraph(file, token) {
  writeFileSync(file, `${readFileSync(file, 'utf8')}\n${token} is a paragraph added by the benchmark.\n`);
}

/**
 * `docs build --watch`: after its first build, edits `page` `edits` times and times each edit from the
 * file write to the moment `output` (the page's HTML) contains the new text.
 */
export async function watchEdits({ content, out, cacheDir, page, output, edits }) {
  const child = spawn(process.execPath, [CLI, 'build', '--watch', '--content', content, '--out', out, '--cache-dir', cacheDir], { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, NODE_ENV: 'production' } });
  let log = '';
  await new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk) => {
      log += chunk;
      if (log.includes('Watching')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`docs build --watch exited (${code}):\n${log.slice(-2000)}`)));
  });
  const latencies = [];
  try {
    for (let i = 0; i < edits; i += 1) {
      const token = `Watch probe ${i} ${Date.now()}`;
      const started = performance.now();
      appendParagraph(page, token);
      for (;;) {
        if (performance.now() - started > 30000) throw new Error(`edit ${i} never reached ${output}:\n${log.slice(-2000)}`);
        if (readFileSync(output, 'utf8').includes(token)) break;
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      latencies.push(performance.now() - started);
      // Lets the search index rewrite after each edit finish, as it would between real saves.
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    child.kill('SIGTERM');
  }
  return { median: median(latencies), min: Math.min(...latencies), max: Math.max(...latencies) };
}

/** Builds the shipped content into a new temporary folder (with the usual cache): its output and the folder to remove after. */
export function buildShippedSite(prefix) {
  const work = mkdtempSync(path.join(tmpdir(), prefix));
  const out = path.join(work, 'dist');
  process.stdout.write('building the shipped content…\n');
  const build = spawnSync(process.execPath, [CLI, 'build', '--out', out], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) throw new Error(`the build failed:\n${build.stderr}`);
  return { out, work };
}
