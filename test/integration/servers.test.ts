import { readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../compiler/dev/dev-server';
import { serveSite } from '../../compiler/commands/serve-output';
import { copyFixture, FIXTURES, runCli, tempDir } from '../helpers/cli';

/** A raw GET, so the path reaches the server exactly as written (fetch would normalise `..`). */
function get(base: string, rawPath: string): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

const TRAVERSALS = [
  '/../../../../etc/passwd',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/%252e%252e/%252e%252e/etc/passwd',
  '/guide/..%5c..%5c..%5cetc%5cpasswd',
  '/guide/%00/index.html',
  '/%E0%A4%A',
  '//etc/passwd',
];

describe('docs serve under abuse', () => {
  let server: Server;
  let url: string;
  let out: string;
  beforeAll(async () => {
    out = path.join(tempDir('abuse'), 'dist');
    expect(runCli(['build', '--content', path.join(FIXTURES, 'site-basic'), '--out', out, '--jobs', '1', '--cache-dir', tempDir('abuse-cache')]).status).toBe(0);
    ({ server, url } = await serveSite({ outDir: out, port: 0, host: '127.0.0.1' }));
  });
  afterAll(() => server?.close());

  it.each(TRAVERSALS)('refuses %s without serving anything outside the output', async (rawPath) => {
    const response = await get(url, rawPath);
    expect([400, 404]).toContain(response.status);
    expect(response.body).not.toContain('root:');
  });

  it('sets content types, long cache headers for hashed assets and none for pages', async () => {
    const page = await get(url, '/guide/');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const css = readdirSync(path.join(out, 'static')).find((f) => /^docs\.[0-9a-f]{8}\.css$/.test(f))!;
    const asset = await get(url, `/static/${css}`);
    expect(asset.headers['content-type']).toMatch(/^text\/css/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const js = readdirSync(path.join(out, 'static')).find((f) => /^chrome\.[0-9a-f]{8}\.js$/.test(f))!;
    expect((await get(url, `/static/${js}`)).headers['content-type']).toMatch(/javascript/);
    const listing = readdirSync(path.join(out, 'static', 'code'))[0]!;
    expect((await get(url, `/static/code/${listing}`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const twin = await get(url, '/guide/setup.md');
    expect(twin.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(twin.headers['cache-control']).toBe('no-cache');
    expect((await get(url, '/llms.txt')).headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('answers 1,000 concurrent requests without an error', async () => {
    const paths = ['/guide/', '/guide/setup/', '/zh/guide/', '/sitemap.xml', '/robots.txt'];
    const responses = await Promise.all(Array.from({ length: 1000 }, (_, i) => get(url, paths[i % paths.length]!).catch(() => ({ status: 0 }))));
    expect(responses.filter((r) => r.status !== 200)).toEqual([]);
  });
});

describe('docs dev under abuse', () => {
  let dev: DevServer;
  beforeAll(async () => {
    dev = await startDevServer({ contentDir: copyFixture('site-basic'), port: 0, host: '127.0.0.1', cacheDir: tempDir('dev-abuse'), log: () => {} });
  });
  afterAll(async () => dev?.close());

  it.each(TRAVERSALS)('refuses %s', async (rawPath) => {
    const response = await get(dev.url, rawPath);
    expect([400, 404]).toContain(response.status);
    expect(response.body).not.toContain('root:');
  });
});
