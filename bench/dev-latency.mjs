// Edit-to-reload latency of `docs dev` on the shipped content: 20 edits of a paragraph, each timed from
// the file write to the moment the browser shows the new text. Prints the median and the spread.
// Usage: node bench/dev-latency.mjs [--edits 20] [--page /x/react-tree-view/quickstart/]
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
const file = path.join(ROOT, 'content', ...route.split('/').filter(Boolean), 'index.md');
const original = readFileSync(file, 'utf8');
const port = 3900 + Math.floor(Math.random() * 90);

const dev = spawn(process.execPath, [path.join(ROOT, 'bin', 'docs.mjs'), 'dev', '--port', String(port)], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
await new Promise((resolve) => dev.stderr.on('data', (chunk) => String(chunk).includes('docs dev:') && resolve()));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const latencies = [];
try {
  const page = await browser.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.fulfill({ status: 204, body: '' }));
  await page.goto(`http://127.0.0.1:${port}${route}`, { timeout: 120000 });
  // Let the background indexing finish so it does not compete with the measured edits.
  await page.waitForTimeout(5000);
  for (let i = 0; i < edits; i += 1) {
    const token = `Latency probe ${i} ${Date.now()}`;
    const started = performance.now();
    writeFileSync(file, `${original}\n${token}\n`);
    await page.waitForFunction((text) => document.body.textContent.includes(text), token, { timeout: 30000, polling: 10 });
    latencies.push(performance.now() - started);
  }
} finally {
  writeFileSync(file, original);
  await browser.close();
  dev.kill();
}
latencies.sort((a, b) => a - b);
const median = latencies[Math.floor(latencies.length / 2)];
process.stdout.write(`docs dev edit → reload on ${route}, ${edits} edits: median ${median.toFixed(0)} ms (min ${latencies[0].toFixed(0)}, max ${latencies.at(-1).toFixed(0)})\n`);
