// `docs dev` on the shipped content, as an author meets it: the time from starting the server to the
// first page served (with whatever caches earlier runs left, and again once the server measured here
// has stopped, with the caches it left), then edit-to-screen latency over two series, each edit timed from the file write
// to the moment the browser shows the new text (updated in place or reloaded). The page itself notes
// that moment (a mutation observer sees the text, and the time is read after the frame that paints it,
// on the wall clock the write was timed on), so the figure is not rounded up to the bench's own polling
// and round trips:
// - 20 edits of one page, back to back;
// - one edit on each of 20 different pages, the browser on that page (opening it is not timed).
// Prints the median, the 90th percentile and the slowest of each series beside the goals.
// Usage: node bench/dev-latency.mjs [--edits 20] [--page /x/react-tree-view/quickstart/] [--pause 0]
// --pause waits that many ms between edits (outside the timing), at an author's pace rather than back to back.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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
const fileOf = (pathname) => path.join(ROOT, 'content', ...pathname.split('/').filter(Boolean), 'index.md');
const port = 3900 + Math.floor(Math.random() * 90);

/** Pages of the navigation with a markdown file, spread over the sections: every nth of them. */
function spreadPages(count) {
  const all = [...readFileSync(path.join(ROOT, 'content', 'pages.ts'), 'utf8').matchAll(/pathname: '(\/x\/[^']*\/)'/g)].map((m) => m[1]).filter((p) => existsSync(fileOf(p)));
  const step = Math.max(1, Math.floor(all.length / count));
  return all.filter((_, i) => i % step === 0).slice(0, count);
}

/** Starts `docs dev` and waits for the first complete answer with the page's HTML: the server, its log and how long that took. */
async function startDev() {
  const started = performance.now();
  const server = spawn(process.execPath, [path.join(ROOT, 'bin', 'docs.mjs'), 'dev', '--port', String(port)], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  const output = { text: '' };
  server.stderr.on('data', (chunk) => (output.text += String(chunk)));
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${route}`);
      if (response.ok && (await response.text()).includes('</html>')) return { server, output, ms: performance.now() - started };
    } catch {
      // Not listening yet.
    }
    if (performance.now() - started > 120000) throw new Error(`docs dev served no page within 2 minutes:\n${output.text}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Stops a server and waits for its process to end (its port free again). */
function stopDev(server) {
  return new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill();
  });
}

// Start → first page, with whatever caches the last runs left (after a compiler change, none of use).
const first = await startDev();
const dev = first.server;
const firstPage = first.ms;
const logged = (pattern, timeout) =>
  new Promise((resolve) => {
    const check = setInterval(() => pattern.test(first.output.text) && done(true), 20);
    const limit = setTimeout(() => done(false), timeout);
    const done = (seen) => {
      clearInterval(check);
      clearTimeout(limit);
      resolve(seen);
    };
  });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const series = { onePage: [], manyPages: [] };
let reloads = 0;
const originals = new Map();
try {
  const page = await browser.newPage();
  // Survives reloads: a full reload shows the text in a new document, which notes it as well.
  await page.addInitScript(() => {
    let noting = false;
    const note = () => {
      const token = sessionStorage.getItem('latency-probe');
      if (noting || !token || sessionStorage.getItem('latency-shown') || !document.body?.textContent.includes(token)) return;
      noting = true;
      // Shown means painted: the frame that has the text, then a task queued from it, which runs after its paint.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          sessionStorage.setItem('latency-shown', String(Date.now()));
          noting = false;
        };
        channel.port2.postMessage(null);
      });
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.fulfill({ status: 204, body: '' }));
  await page.goto(`http://127.0.0.1:${port}${route}`, { timeout: 120000 });
  // The background indexing of every page would compete with the measured edits: wait for its end
  // (the server says so), then a moment for the page's demos to hydrate.
  if (!(await logged(/docs dev: indexed \d+ pages/, 180000))) process.stderr.write('indexing did not finish within 3 minutes; measuring anyway\n');
  await page.waitForTimeout(1000);
  let timing = false;
  page.on('load', () => {
    if (timing) reloads += 1;
  });
  /** Appends a line to the page's file and times it until the browser shows it. */
  const timedEdit = async (pathname, i) => {
    const file = fileOf(pathname);
    if (!originals.has(file)) originals.set(file, readFileSync(file, 'utf8'));
    const token = `Latency probe ${i} ${Date.now()}`;
    await page.evaluate((text) => {
      sessionStorage.removeItem('latency-shown');
      sessionStorage.setItem('latency-probe', text);
    }, token);
    timing = true;
    const written = Date.now();
    writeFileSync(file, `${originals.get(file)}\n${token}\n`);
    const shown = await page.waitForFunction(() => Number(sessionStorage.getItem('latency-shown')) || 0, undefined, { timeout: 30000, polling: 50 });
    timing = false;
    return (await shown.jsonValue()) - written;
  };
  for (let i = 0; i < edits; i += 1) {
    series.onePage.push(await timedEdit(route, i));
    if (pause > 0) await page.waitForTimeout(pause);
  }
  writeFileSync(fileOf(route), originals.get(fileOf(route)));
  for (const [i, other] of spreadPages(edits).entries()) {
    await page.goto(`http://127.0.0.1:${port}${other}`, { timeout: 60000 });
    // As for the first page: its demos hydrate before the author edits it.
    await page.waitForTimeout(Math.max(pause, 1000));
    series.manyPages.push(await timedEdit(other, i));
    if (process.env.BENCH_VERBOSE) process.stderr.write(`${other} ${series.manyPages.at(-1)} ms\n`);
    writeFileSync(fileOf(other), originals.get(fileOf(other)));
  }
} finally {
  for (const [file, text] of originals) writeFileSync(file, text);
  await browser.close();
  await stopDev(dev);
}
// Started again, with the caches the first server left: a start on a working day.
const second = await startDev();
await stopDev(second.server);
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return `median ${at(0.5).toFixed(0)} ms (goal ≤ 50), p90 ${at(0.9).toFixed(0)} ms (goal ≤ 150), slowest ${sorted.at(-1).toFixed(0)} ms`;
};
process.stdout.write(`docs dev start → first page (${route}): ${firstPage.toFixed(0)} ms (goal ≤ 1500); started again with the caches that run left: ${second.ms.toFixed(0)} ms\n`);
process.stdout.write(`edit → shown, ${series.onePage.length} edits of ${route}: ${stats(series.onePage)}\n`);
process.stdout.write(`edit → shown, one edit on each of ${series.manyPages.length} pages: ${stats(series.manyPages)}\n`);
process.stdout.write(`${reloads} full reloads among the timed edits, the rest updated in place\n`);
