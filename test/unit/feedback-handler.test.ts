import { readFileSync, existsSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_BODY_LIMIT, createFeedbackHandler } from '../../compiler/feedback/handler';
import { tempDir } from '../helpers/cli';

const ENDPOINT = '/api/feedback';
const entry = { page: '/x/introduction/', rating: 1, comment: 'Clear, thanks', lang: 'en' };

describe('the feedback receiver', () => {
  let server: Server;
  let base: string;
  let file: string;

  beforeAll(async () => {
    file = path.join(tempDir('feedback'), 'nested', 'feedback.jsonl');
    const handler = createFeedbackHandler({ endpoint: ENDPOINT, file, now: () => new Date('2025-01-02T03:04:05.000Z') });
    server = createServer((req, res) =>
      handler(req, res, () => {
        res.statusCode = 404;
        res.end('static');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(() => {
    server?.close();
  });

  const post = (body: string, headers: Record<string, string> = { 'Content-Type': 'application/json' }) => fetch(`${base}${ENDPOINT}`, { method: 'POST', headers, body });
  const lines = () => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);

  it('appends an accepted entry as one JSON line, creating the folder', async () => {
    const response = await post(JSON.stringify({ ...entry, comment: 'Two\nlines', extra: 'dropped' }));
    expect(response.status).toBe(204);
    expect(lines().map((line) => JSON.parse(line))).toEqual([{ time: '2025-01-02T03:04:05.000Z', page: entry.page, rating: 1, comment: 'Two\nlines', lang: 'en' }]);
  });

  it('refuses malformed JSON and invalid fields with 400, writing nothing', async () => {
    const before = lines().length;
    for (const body of ['{"page": "/x/"', 'not json', '', JSON.stringify({ ...entry, rating: 5 }), JSON.stringify({ ...entry, comment: 'x'.repeat(2001) })]) {
      const response = await post(body);
      expect(response.status, body.slice(0, 40)).toBe(400);
      expect(await response.json()).toHaveProperty('error');
    }
    expect(lines().length).toBe(before);
  });

  it('refuses bodies over 16 KB with 413, announced or streamed', async () => {
    const big = JSON.stringify({ ...entry, comment: 'x'.repeat(FEEDBACK_BODY_LIMIT) });
    expect((await post(big)).status).toBe(413);
    // Without a Content-Length the limit is enforced while reading.
    const streamed = await new Promise<number>((resolve, reject) => {
      const req = request(`${base}${ENDPOINT}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      for (let i = 0; i < 20; i += 1) req.write('x'.repeat(1024));
      req.end();
    });
    expect(streamed).toBe(413);
  });

  it('accepts only JSON, only by POST, and leaves other paths alone', async () => {
    expect((await post(JSON.stringify(entry), { 'Content-Type': 'text/plain' })).status).toBe(415);
    const get = await fetch(`${base}${ENDPOINT}`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const other = await fetch(`${base}/x/introduction/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(other.status).toBe(404);
    expect(await other.text()).toBe('static');
  });

  it('survives a burst of 200 simultaneous requests, writing every line whole', async () => {
    const before = lines().length;
    const responses = await Promise.all(Array.from({ length: 200 }, (_, i) => post(JSON.stringify({ ...entry, page: `/burst/${i}/`, comment: `comment ${i} ${'y'.repeat(1500)}` }))));
    expect(responses.map((response) => response.status)).toEqual(Array(200).fill(204));
    const written = lines().slice(before).map((line) => JSON.parse(line) as { page: string; comment: string });
    expect(written).toHaveLength(200);
    expect(new Set(written.map((e) => e.page)).size).toBe(200);
    for (const e of written) expect(e.comment).toBe(`comment ${e.page.split('/')[2]} ${'y'.repeat(1500)}`);
  });
});
