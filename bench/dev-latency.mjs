// Edit-to-reload latency of `docs dev` on the shipped content: 20 edits of a paragraph, each timed from
// the file write to the moment the browser shows the new text (updated in place or reloaded). Prints the
// median, the spread and how many edits needed a full reload.
// Usage: node bench/dev-latency.mjs [--edits 20] [--page /x/react-tree-view/quickstart/] [--pause 0]
// --pause waits that many ms between edits (outside the timing), at an author's pace rather than back to back.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const edits = Number(option('edits', '20'));
const route = option('page', '/x/react-tree-view/quickstart/');
const pause = Number(option('pause', '0'));
const file = path.join(ROOT, 'content', ...route.split('/').filter(Boolean), 'index.md');
const original = readFileSync(file, 'utf8');
const port = 3900 + Math.floor(Math.random() * 90);

const dev = spawn(process.execPath, [path.join(ROOT, 'bin', 'docs.mjs'), 'dev', '--port', String(port)], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
let log = '';
dev.stderr.on('data', (chunk) => (log += String(chunk)));
const logged = (pattern, timeout) =>
  new Promise((resolve) => {
    const check = setInterval(() => pattern.test(log) && done(true), 20);
    const limit = setTimeout(() => done(false), timeout);
    const done = (seen) => {
      clearInterval(check);
      clearTimeout(limit);
      resolve(seen);
    };
  });
await logged(/docs dev: http/, 120000);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const latencies = [];
let reloads = 0;
try {
  const page = await browser.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.fulfill({ status: 204, body: '' }));
  await page.goto(`http://127.0.0.1:${port}${route}`, { timeout: 120000 });
  // The background indexing of every page would compete with the measured edits: wait for its end
  // (the server says so), then a moment for the page's demos to hydrate.
  if (!(await logged(/docs dev: indexed \d+ pages/, 180000))) process.stderr.write('indexing did not finish within 3 minutes; measuring anyway\n');
  await page.waitForTimeout(1000);
  page.on('load', () => (reloads += 1));
  for (let i = 0; i < edits; i += 1) {
    const token = `Latency probe ${i} ${Date.now()}`;
    const started = performance.now();
    writeFileSync(file, `${original}\n${token}\n`);
    await page.waitForFunction((text) => document.body.textContent.includes(text), token, { timeout: 30000, polling: 10 });
    latencies.push(performance.now() - started);
    if (pause > 0) await page.waitForTimeout(pause);
  }
} finally {
  writeFileSync(file, original);
  await browser.close();
  dev.kill();
}
latencies.sort((a, b) => a - b);
const median = latencies[Math.floor(latencies.length / 2)];
process.stdout.write(`docs dev edit → page shows it, on ${route}, ${edits} edits: median ${median.toFixed(0)} ms (min ${latencies[0].toFixed(0)}, max ${latencies.at(-1).toFixed(0)}); ${reloads} full reloads, the rest updated in place\n`);
