import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch, localContext, serve } from '../helpers/browser';
import { runCli, tempDir } from '../helpers/cli';
import { seriousViolations } from '../helpers/page-measures';

/**
 * A site of our own with `componentDir`: a page embeds a file of that folder by path, with props, as
 * MUI's pages embed their docs components. Its server markup shows at once and hydrates in place.
 */
const FILES: Record<string, string> = {
  'site.config.ts': "export default { title: 'Tallies', componentDir: 'src' };\n",
  'pages.ts': "export default [{ pathname: '/', title: 'Home' }];\n",
  'index.md': '# Home\n\n<p class="description">A page with a component of the site.</p>\n\n{{"component": "widgets/TallyCounter.tsx", "start": 4, "label": "Tallied"}}\n\nText after it.\n',
  'src/widgets/TallyCounter.tsx':
    "import * as React from 'react';\nimport Button from '@mui/material/Button';\n\n// Read as the module loads, as the Next.js code MUI's docs components bundle does: there is no `process` in a browser.\nconst MODE = process.env.TALLY_MODE ?? 'plain';\n\nexport default function TallyCounter({ start, label }: { start: number; label: string }) {\n  const [count, setCount] = React.useState(start);\n  const id = React.useId();\n  return (\n    <Button id={id} data-mode={MODE} variant=\"outlined\" onClick={() => setCount(count + 1)}>\n      {label}: {count}\n    </Button>\n  );\n}\n",
};

describe.skipIf(!hasChromium)('a component embed of the site’s componentDir in Chromium', () => {
  let browser: Browser;
  let server: Server;
  let url: string;
  const work = tempDir('component-embeds');

  beforeAll(async () => {
    const site = path.join(work, 'site');
    for (const [file, text] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      writeFileSync(path.join(site, file), text);
    }
    const out = path.join(work, 'dist');
    const built = runCli(['build', '--content', site, '--out', out, '--cache-dir', path.join(work, 'cache')]);
    expect(built.status, built.stderr).toBe(0);
    ({ server, url } = await serve(out));
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
    server?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('shows its server markup with the props, hydrates it with the same props and no console error, and responds', async () => {
    const context = await localContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    const button = page.getByRole('button', { name: 'Tallied: 4' });
    await expect(button.isVisible()).resolves.toBe(true);
    await button.hover();
    await page.locator('.docs-component-island[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    await button.click();
    await expect.poll(() => page.locator('.docs-component-island').textContent()).toBe('Tallied: 5');
    expect(await page.locator('.docs-demo-toolbar').count()).toBe(0);
    // Under the site's Content Security Policy: the island needs nothing inline.
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no serious accessibility violation, hydrated', async () => {
    // axe is injected inline, which the site's Content Security Policy would block.
    const context = await localContext(browser, { viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole('button', { name: 'Tallied: 4' }).hover();
    await page.locator('.docs-component-island[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    // Off the button, once its hover background has faded (Material UI's own hover tint is not the page's to check).
    await page.mouse.move(0, 0);
    await expect.poll(() => page.getByRole('button', { name: 'Tallied: 4' }).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
