// `npm run bench:pages`: what a reader's browser pays on demo-heavy pages of the built shipped site, in
// Chromium with the CPU slowed 4× (DevTools' throttling): largest contentful paint, total blocking time
// as Lighthouse counts it (the part beyond 50 ms of each long task after the first contentful paint,
// until the page is quiet after load), cumulative layout shift (over the whole visit), the JavaScript
// fetched (gzip bytes) at load and once every demo was hydrated, and the blocking time of hydrating
// every demo as the reader scrolls to it and points at it (demos hydrate at the reader's intent).
// Usage: node bench/demo-pages.mjs [--out DIR] [--runs 3] [route …]
import { existsSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import sirv from 'sirv';
import { createServer } from 'node:http';
import { buildShippedSite, median } from './lib.mjs';

const GOALS = { lcp: 1500, tbt: 200, cls: 0.01 };
const DEFAULT_ROUTES = ['/x/react-data-grid/sorting/', '/x/react-charts/bars/', '/x/react-date-pickers/date-picker/', '/x/react-tree-view/rich-tree-view/items/', '/x/react-tree-view/quickstart/'];

function options(argv) {
  const o = { out: undefined, runs: 3, routes: [] };
  for (let i = 2; i < argv.length; i += 1) {
    if (argv[i] === '--out') o.out = argv[++i];
    else if (argv[i] === '--runs') o.runs = Number(argv[++i]);
    else if (argv[i].startsWith('/')) o.routes.push(argv[i]);
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  if (!o.routes.length) o.routes = DEFAULT_ROUTES;
  return o;
}

async function measurePage(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: '' }));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scripts = new Map();
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.set(request.url(), request.response().then((r) => r?.body()).then((b) => (b ? gzipSync(b).length : 0)));
  });
  await page.addInitScript(() => {
    const w = window;
    w.__perf = { lcp: 0, fcp: 0, cls: 0, longTasks: [] };
    new PerformanceObserver((l) => l.getEntries().forEach((e) => e.name === 'first-contentful-paint' && (w.__perf.fcp = e.startTime))).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.__perf.lcp = e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) => l.getEntries().forEach((e) => !e.hadRecentInput && (w.__perf.cls += e.value))).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((l) => l.getEntries().forEach((e) => w.__perf.longTasks.push([e.startTime, e.duration]))).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const sum = async () => (await Promise.all(scripts.values())).reduce((a, b) => a + b, 0);
  const initialJs = await sum();
  // Quiet: two seconds without a long task after load (Lighthouse waits for five; these pages settle sooner).
  await page.waitForFunction(() => {
    const last = window.__perf.longTasks.at(-1);
    return performance.now() - (last ? last[0] + last[1] : 0) > 2000;
  }, undefined, { timeout: 60_000, polling: 250 });
  const atLoad = await page.evaluate(() => ({ ...window.__perf, now: performance.now() }));
  const blocking = (tasks, from) => tasks.filter(([start]) => start >= from).reduce((total, [, duration]) => total + Math.max(0, duration - 50), 0);
  const tbt = blocking(atLoad.longTasks, atLoad.fcp);
  const lcp = atLoad.lcp;
  const demos = page.locator('.docs-demo .docs-demo-live');
  const count = await demos.count();
  for (let i = 0; i < count; i++) {
    await demos.nth(i).scrollIntoViewIfNeeded();
    await demos.nth(i).hover({ position: { x: 5, y: 5 } });
    await page.locator('.docs-demo .docs-demo-live').nth(i).and(page.locator('[data-hydrated]')).waitFor({ state: 'attached', timeout: 60_000 });
  }
  await page.waitForLoadState('networkidle');
  const perf = await page.evaluate(() => window.__perf);
  const scrolledTbt = blocking(perf.longTasks, atLoad.now);
  const result = { lcp, tbt, scrolledTbt, cls: perf.cls, demos: count, initialJs, allJs: await sum(), scripts: scripts.size };
  await context.close();
  return result;
}

const o = options(process.argv);
const { out, work } = o.out ? { out: o.out, work: undefined } : buildShippedSite('docs-pages-bench-');
if (!existsSync(out)) throw new Error(`${out} does not exist`);
const serveDist = sirv(out, { dev: false, etag: true });
const server = createServer((req, res) => serveDist(req, res, () => ((res.statusCode = 404), res.end())));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
process.stdout.write(`\nChromium, CPU 4× slower, 1280×900, median of ${o.runs} loads (goals: LCP ≤ ${GOALS.lcp} ms, TBT ≤ ${GOALS.tbt} ms, CLS ≤ ${GOALS.cls})\n\n`);
process.stdout.write('| page | demos | LCP ms | TBT ms | CLS | JS gz KB at load | JS gz KB, every demo hydrated | blocking ms while scrolling to and pointing at each demo | scripts |\n|---|---|---|---|---|---|---|---|---|\n');
for (const route of o.routes) {
  const runs = [];
  for (let i = 0; i < o.runs; i++) runs.push(await measurePage(browser, `${base}${route}`));
  const m = (key) => median(runs.map((r) => r[key]));
  const mark = (value, goal) => `${value}${value <= goal ? '' : ' ✗'}`;
  process.stdout.write(
    `| ${route} | ${runs[0].demos} | ${mark(Math.round(m('lcp')), GOALS.lcp)} | ${mark(Math.round(m('tbt')), GOALS.tbt)} | ${mark(Number(m('cls').toFixed(3)), GOALS.cls)} | ${(m('initialJs') / 1024).toFixed(1)} | ${(m('allJs') / 1024).toFixed(1)} | ${Math.round(m('scrolledTbt'))} | ${m('scripts')} |\n`,
  );
}
await browser.close();
server.close();
if (work) rmSync(work, { recursive: true, force: true });
