// The search dialog in Chromium with the CPU slowed four times (a mid-range phone, as the demo pages
// are measured): how long the first query takes from the keystroke that opens nothing yet loaded (the
// dialog's code, the manifest and the shards it needs) to its results, and how long each later
// keystroke takes from the input to the list replaced, while questions are typed letter by letter.
// `measureSearchLatency(dist, queries)` is used by bench/search-figures.mjs.
import { createServer } from 'node:http';
import { chromium } from 'playwright-core';
import sirv from 'sirv';
import { median } from './lib.mjs';

const CPU_SLOWDOWN = 4;
const FIRST_QUERY_RUNS = 5;
const PAGE = '/x/introduction/';

/** Runs in the page: types `query` into the open dialog a letter at a time, each keystroke timed until the list or the status changes. */
async function typeTimed(query) {
  const input = document.querySelector('.docs-search-input');
  // The list is replaced and the status set on every answer; snippets filled in later change neither.
  const watched = [document.querySelector('.docs-search-results'), document.querySelector('.docs-search-status')];
  const times = [];
  for (let end = 1; end <= query.length; end++) {
    const changed = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        resolve();
      });
      for (const element of watched) observer.observe(element, { childList: true });
    });
    const start = performance.now();
    input.value = query.slice(0, end);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await changed;
    times.push(performance.now() - start);
  }
  input.value = '';
  input.dispatchEvent(new Event('input', { bubbles: true }));
  return times;
}

async function slowPage(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: '' }));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'load' });
  return { page, context };
}

/** Opens the dialog by its shortcut and waits until it is there (its code loads on first open). */
async function openDialog(page) {
  await page.keyboard.press('Control+k');
  await page.locator('dialog.docs-search[open] .docs-search-input').waitFor();
}

/**
 * `dist`: a built site. `first`: the query typed into a dialog that has loaded nothing yet, timed from
 * the shortcut that opens it to its last letter's results. `queries`: typed letter by letter into an
 * open dialog for the per-keystroke figures. Milliseconds.
 */
export async function measureSearchLatency(dist, first, queries) {
  const serveDist = sirv(dist, { dev: false, etag: true });
  const server = createServer((req, res) => serveDist(req, res, () => ((res.statusCode = 404), res.end())));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}${PAGE}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const firstTimes = [];
    for (let run = 0; run < FIRST_QUERY_RUNS; run++) {
      const { page, context } = await slowPage(browser, url);
      const start = Date.now();
      await openDialog(page);
      await page.evaluate(typeTimed, first);
      firstTimes.push(Date.now() - start);
      await context.close();
    }
    const { page, context } = await slowPage(browser, url);
    await openDialog(page);
    // Warm: the manifest and the shards of the first letters are loaded, as after a reader's first query.
    await page.evaluate(typeTimed, 'a');
    const keystrokes = [];
    for (const query of queries) keystrokes.push(...(await page.evaluate(typeTimed, query)));
    await context.close();
    keystrokes.sort((a, b) => a - b);
    return {
      firstQuery: median(firstTimes),
      keystrokeMedian: median(keystrokes),
      keystrokeP95: keystrokes[Math.floor(keystrokes.length * 0.95)],
      keystrokes: keystrokes.length,
    };
  } finally {
    await browser.close();
    server.close();
  }
}
