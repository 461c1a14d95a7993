import { readdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../compiler/dev/dev-server';
import { serveSite } from '../../compiler/commands/serve-output';
import { copyFixture, FIXTURES, runCli, tempDir } from '../helpers/cli';

/**
 * The fixture starts as the shipped site does: no page at `/`, its first page in a folder (`/guide/`),
 * folders without a page of their own (`/components/`), and a second language under `/zh/`.
 */
const NOT_FOUND_TITLE = /<title>[^<]*Page not found/;

/** Follows redirects as a browser does, and says where it ended. */
async function open(base: string, pathname: string): Promise<{ status: number; path: string; html: string; redirected: boolean }> {
  const response = await fetch(new URL(pathname, base));
  return { status: response.status, path: new URL(response.url).pathname, html: await response.text(), redirected: response.redirected };
}

const cases = (where: () => string) => {
  it.each([
    ['/', '/guide/'],
    ['/components/', '/components/tree/'],
    ['/components', '/components/tree/'],
    ['/zh/', '/zh/guide/'],
  ])('GET %s ends in 200 on %s, the first page under it in the navigation', async (folder, page) => {
    const response = await open(where(), folder);
    expect(response).toMatchObject({ status: 200, path: page, redirected: true });
    expect(response.html).toMatch(/<h1[^>]*>/);
    expect(response.html).not.toMatch(NOT_FOUND_TITLE);
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    for (const unknown of ['/guide/no-such-page/', '/no-such-folder/', '/zh/guide/no-such-page/']) {
      const response = await open(where(), unknown);
      expect(response.status, unknown).toBe(404);
      expect(response.html, unknown).toMatch(NOT_FOUND_TITLE);
    }
  });
};

describe('docs serve on a built site', () => {
  let server: Server;
  let url = '';
  let out = '';
  beforeAll(async () => {
    out = path.join(tempDir('serve-folders'), 'dist');
    expect(runCli(['build', '--content', path.join(FIXTURES, 'site-basic'), '--out', out, '--jobs', '1', '--cache-dir', tempDir('serve-folders-cache')]).status).toBe(0);
    ({ server, url } = await serveSite({ outDir: out, port: 0, host: '127.0.0.1' }));
  }, 120_000);
  afterAll(() => server?.close());
  cases(() => url);

  // Last: it deletes a file. As a build swapping the output, or a folder removed, does while a browser still loads.
  it('cuts off the answer for a file gone since the server started, and goes on serving', async () => {
    const stylesheet = readdirSync(path.join(out, 'static')).find((name) => name.endsWith('.css'))!;
    rmSync(path.join(out, 'static', stylesheet));
    const gone = await fetch(new URL(`static/${stylesheet}`, url)).then((response) => response.text()).then(
      () => 'answered',
      () => 'cut off',
    );
    expect(gone).toBe('cut off');
    expect((await open(url, '/guide/')).status).toBe(200);
  });
});

describe('docs dev', () => {
  let dev: DevServer;
  beforeAll(async () => {
    dev = await startDevServer({ contentDir: copyFixture('site-basic'), port: 0, host: '127.0.0.1', cacheDir: tempDir('dev-folders'), log: () => {} });
  }, 60_000);
  afterAll(async () => dev?.close());
  cases(() => dev.url);
});
