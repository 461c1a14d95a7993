import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { serveSite } from '../../compiler/commands/serve-output';
import { FIXTURES, runCli, tempDir } from '../helpers/cli';

describe('docs serve', () => {
  let server: Server;
  let url: string;
  const file = path.join(tempDir('feedback'), 'feedback.jsonl');

  beforeAll(async () => {
    const out = path.join(tempDir('serve'), 'dist');
    expect(runCli(['build', '--content', path.join(FIXTURES, 'site-basic'), '--out', out, '--jobs', '1']).status).toBe(0);
    ({ server, url } = await serveSite({ outDir: out, port: 0, host: '127.0.0.1', feedback: { endpoint: '/api/feedback', file } }));
  });

  afterAll(() => server?.close());

  const post = (body: string, type = 'application/json') => fetch(`${url}api/feedback`, { method: 'POST', headers: { 'Content-Type': type }, body });

  it('serves pages and a 404 page for unknown paths', async () => {
    expect((await fetch(`${url}guide/`)).status).toBe(200);
    const missing = await fetch(`${url}nope/`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found');
  });

  it('stores valid feedback and rejects malformed and oversized bodies', async () => {
    expect((await post(JSON.stringify({ page: '/guide/', rating: 1, comment: 'Clear and short.', lang: 'en' }))).status).toBe(204);
    expect((await post('{"page": "/guide/", "rating": ')).status).toBe(400);
    expect((await post(JSON.stringify({ page: '/guide/', rating: 5, lang: 'en' }))).status).toBe(400);
    expect((await post(JSON.stringify({ page: '/guide/', rating: 0, comment: 'x'.repeat(1024 * 1024), lang: 'en' }))).status).toBe(413);
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { page: string; rating: number; comment?: string });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ page: '/guide/', rating: 1, comment: 'Clear and short.' });
    expect(existsSync(file)).toBe(true);
  });
});
