// Opens pages of a built MUI X docs folder in Chromium, as a reader would: ten pages across the
// sections, each demo scrolled to and pointed at until its island hydrates, every image loaded, and
// nothing on the console but the unlicensed Pro and Premium packages' own notice (counted). Used by scripts/check-mui-docs.mjs after its cold build; alone:
// node scripts/mui-pages-in-browser.mjs <dist>
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import sirv from 'sirv';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
/** The sections a reader of MUI X goes to, each given its share of the pages. */
const SECTIONS = ['x/react-data-grid', 'x/react-date-pickers', 'x/react-charts', 'x/react-tree-view', 'x/migration'];
const PAGES = 10;

/**
 * Ten built pages of `dist`: pages with demos from each section in turn (name order), and the two
 * pages with the most images of the site's own (`/static/…`), whose loading is checked too.
 */
export function pagesToVisit(dist) {
  const bySection = SECTIONS.map((section) => demoPages(dist, section));
  const chosen = [];
  for (let round = 0; chosen.length < PAGES - IMAGE_PAGES && bySection.some((pages) => pages.length > round); round += 1) {
    for (const pages of bySection) if (pages[round] && chosen.length < PAGES - IMAGE_PAGES) chosen.push(pages[round]);
  }
  return [...chosen, ...imagePages(dist).filter((route) => !chosen.includes(route)).slice(0, PAGES - chosen.length)];
}

const IMAGE_PAGES = 2;

function imagePages(dist) {
  const root = path.join(dist, 'x');
  const counted = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html') && !file.startsWith('api'))
    .map((file) => ({ route: `/x/${path.dirname(file) === '.' ? '' : `${path.dirname(file).split(path.sep).join('/')}/`}`, images: (readFileSync(path.join(root, file), 'utf8').match(/<img[^>]+src="\/static\//g) ?? []).length }));
  return counted.filter((page) => page.images > 0).sort((a, b) => b.images - a.images || a.route.localeCompare(b.route)).map((page) => page.route);
}

function demoPages(dist, section) {
  const root = path.join(dist, section);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .sort()
    .filter((file) => readFileSync(path.join(root, file), 'utf8').includes('data-island'))
    .map((file) => `/${section}/${path.dirname(file) === '.' ? '' : `${path.dirname(file).split(path.sep).join('/')}/`}`);
}

/** Each page's problems: islands that did not hydrate, images that did not load, console errors. */
export async function visitPages(dist, routes) {
  const handler = sirv(dist, { dev: true, etag: false });
  const server = createServer((req, res) => handler(req, res, () => ((res.statusCode = 404), res.end())));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const results = [];
    for (const route of routes) results.push(await visit(browser, base, route));
    return results;
  } finally {
    await browser.close();
    server.close();
  }
}

async function visit(browser, base, route) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // Only the local server: third-party requests (the icon font, analytics) are answered empty.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (request) => request.fulfill({ status: 204, body: '' }));
  const page = await context.newPage();
  const errors = [];
  let licenseNotices = 0;
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The Pro and Premium packages' own notice where no license key is set (MUI's site sets one): expected.
    if (/MUI X: Missing license key/.test(message.text())) licenseNotices += 1;
    else errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`${base}${route}`, { waitUntil: 'load' });
    const islands = page.locator('[data-island]');
    const count = await islands.count();
    for (let i = 0; i < count; i += 1) {
      const island = islands.nth(i);
      await island.scrollIntoViewIfNeeded({ timeout: 30_000 });
      await island.hover({ timeout: 30_000, force: true }).catch(() => undefined);
    }
    const hydrated = await page
      .waitForFunction((n) => document.querySelectorAll('[data-island][data-hydrated], [data-island] [data-hydrated]').length >= n, count, { timeout: 60_000 })
      .then(() => count)
      .catch(() => page.locator('[data-island][data-hydrated], [data-island] [data-hydrated]').count());
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const images = await page.evaluate(async () => {
      const all = [...document.images].filter((img) => img.getAttribute('loading') !== 'lazy' || img.getBoundingClientRect().top < innerHeight * 4);
      await Promise.all(all.map((img) => (img.complete ? undefined : new Promise((done) => img.addEventListener('load', done, { once: true }) || img.addEventListener('error', done, { once: true })))));
      return { total: all.length, broken: all.filter((img) => img.naturalWidth === 0).map((img) => img.getAttribute('src')) };
    });
    return { route, islands: count, hydrated, images: images.total, brokenImages: images.broken, errors, licenseNotices };
  } finally {
    await context.close();
  }
}

/** One line per page, and whether every page passed. */
export function report(results) {
  const lines = results.map((r) => {
    const ok = r.hydrated >= r.islands && r.brokenImages.length === 0 && r.errors.length === 0;
    const problems = [...(r.hydrated < r.islands ? [`${r.islands - r.hydrated} not hydrated`] : []), ...r.brokenImages.map((src) => `image ${src} broken`), ...r.errors.map((e) => `console: ${e.slice(0, 200)}`)];
    const notices = r.licenseNotices ? `, ${r.licenseNotices} missing-license notices` : '';
    return `  ${ok ? 'ok ' : 'BAD'} ${r.route}: ${r.hydrated}/${r.islands} islands hydrated, ${r.images} images loaded${notices}${problems.length ? `; ${problems.join('; ')}` : ''}`;
  });
  const ok = results.length > 0 && results.every((r) => r.hydrated >= r.islands && r.brokenImages.length === 0 && r.errors.length === 0);
  return { ok, text: lines.join('\n') };
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const dist = path.resolve(process.argv[2] ?? '');
  if (!process.argv[2] || !existsSync(dist)) {
    process.stderr.write(`Usage: node ${path.relative(process.cwd(), fileURLToPath(import.meta.url))} <built MUI X docs folder>\n`);
    process.exit(2);
  }
  const { ok, text } = report(await visitPages(dist, pagesToVisit(dist)));
  process.stdout.write(`${text}\n`);
  process.exit(ok ? 0 : 1);
}
