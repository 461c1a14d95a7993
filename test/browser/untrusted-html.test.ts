import { readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch, localContext, serve } from '../helpers/browser';
import { copyFixture, runCli, tempDir } from '../helpers/cli';

/** Each payload tries to set `window.__pwned` (or open a dialog) if any of it runs. */
const PAYLOADS = [
  '<script>window.__pwned = "script"</script>',
  '<img src="x" onerror="window.__pwned = \'onerror\'">',
  '<a href="javascript:window.__pwned=\'href\'" id="js-link">click</a>',
  '<svg><script>window.__pwned = "svg"</script></svg>',
  '<svg onload="window.__pwned = \'svg-onload\'"></svg>',
  '<iframe src="javascript:parent.__pwned=\'iframe\'"></iframe>',
  '<div style="background:url(javascript:window.__pwned=1)">styled</div>',
  '<details open ontoggle="window.__pwned = \'toggle\'">d</details>',
  '<form action="javascript:window.__pwned=\'form\'"><button id="js-submit">go</button></form>',
  '<video poster="javascript:window.__pwned=\'poster\'"></video>',
  '[md link](javascript:window.__pwned=\'md\')',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=\'mxss\'"></style></mglyph></table></mtext></math>',
];

describe.skipIf(!hasChromium)('untrusted HTML in Chromium', () => {
  let browser: Browser;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const site = copyFixture('site-basic');
    const page = path.join(site, 'guide', 'setup', 'index.md');
    writeFileSync(page, `${readFileSync(page, 'utf8')}\n## Payloads\n\n${PAYLOADS.join('\n\n')}\n`);
    const zh = path.join(site, 'translations', 'zh.json');
    writeFileSync(zh, readFileSync(zh, 'utf8').replace('"目录"', JSON.stringify('<img src=x onerror="window.__pwned=\'translation\'">目录')));
    const out = path.join(tempDir('untrusted'), 'dist');
    const result = runCli(['build', '--content', site, '--out', out, '--jobs', '1', '--cache-dir', tempDir('untrusted-cache')]);
    expect(result.status, result.stderr).toBe(0);
    ({ server, url } = await serve(out));
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  for (const route of ['guide/setup/', 'zh/guide/setup/']) {
    it(`runs none of the payloads on /${route}`, async () => {
      const context = await localContext(browser);
      const page = await context.newPage();
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      await page.goto(`${url}${route}`);
      await page.waitForLoadState('networkidle');
      for (const selector of ['#js-link', '#js-submit', 'details']) {
        await page.locator(selector).first().click({ timeout: 2000 }).catch(() => undefined);
      }
      await page.waitForTimeout(300);
      await expect(page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).resolves.toBeUndefined();
      expect(dialogs).toBe(0);
      await context.close();
    });
  }
});
