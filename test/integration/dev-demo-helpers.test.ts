import { appendFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../compiler/dev/dev-server';
import { copyDemoPage, tempDir } from '../helpers/cli';

let dev: DevServer | undefined;
afterEach(async () => {
  await dev?.close();
  dev = undefined;
});

/** The page's server-rendered HTML, polled until `check` holds or 20 s pass. */
async function pageUntil(url: string, check: (html: string) => boolean): Promise<string> {
  const started = Date.now();
  for (;;) {
    const html = await (await fetch(url)).text();
    if (check(html) || Date.now() - started > 20000) return html;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('docs dev and the files a demo imports', () => {
  it('server-renders a demo again when a file it imports by relative path changes', async () => {
    const site = copyDemoPage();
    writeFileSync(path.join(site, 'orchard.ts'), "export const FRUIT = 'Apricots';\n");
    writeFileSync(
      path.join(site, 'Harvest.tsx'),
      "import * as React from 'react';\nimport { FRUIT } from './orchard';\n\nexport default function Harvest() {\n  return <p>Picked today: {FRUIT}</p>;\n}\n",
    );
    appendFileSync(path.join(site, 'index.md'), '\n## Harvest\n\n{{"demo": "Harvest.js"}}\n');
    dev = await startDevServer({ contentDir: site, port: 0, host: '127.0.0.1', cacheDir: tempDir('dev-helpers-cache'), log: () => {} });
    await dev.watching;
    expect(await pageUntil(dev.url, (page) => page.includes('Picked today: <!-- -->Apricots'))).toContain('Picked today: <!-- -->Apricots');

    writeFileSync(path.join(site, 'orchard.ts'), "export const FRUIT = 'Quinces';\n");
    const html = await pageUntil(dev.url, (page) => page.includes('Picked today: <!-- -->Quinces'));
    expect(html).toContain('Picked today: <!-- -->Quinces');
    expect(html).not.toContain('Apricots');
  });
});
