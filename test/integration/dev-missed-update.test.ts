import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../compiler/dev/dev-server';
import { DEV_DIAGNOSTICS_ID, DEV_EVENTS_PATH, type DevMessage } from '../../templates/shared/dev';
import { copyFixture, tempDir } from '../helpers/cli';

/** A browser's event stream as the dev client opens it, with the messages it has had so far. */
interface Listener {
  messages: DevMessage[];
  /** Resolves once the server has answered: from then on it counts this page as viewed. */
  connected: Promise<void>;
  /** Resolves with the first message, received so far or later, that `matches`. */
  next(matches: (message: DevMessage) => boolean, timeoutMs: number): Promise<DevMessage>;
  close(): void;
}

function listen(base: string, query: Record<string, string>): Listener {
  const url = new URL(`${DEV_EVENTS_PATH}?${new URLSearchParams(query)}`, base);
  const messages: DevMessage[] = [];
  const waiting = new Set<() => void>();
  let buffer = '';
  let answered!: () => void;
  const connected = new Promise<void>((resolve) => (answered = resolve));
  const req = request(url, (res) => {
    answered();
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      const events = buffer.split('\n\n');
      buffer = events.pop()!;
      for (const event of events) if (event.startsWith('data: ')) messages.push(JSON.parse(event.slice(6)) as DevMessage);
      waiting.forEach((check) => check());
    });
  });
  req.on('error', () => undefined);
  req.end();
  return {
    messages,
    connected,
    next: (matches, timeoutMs) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no matching message in ${timeoutMs} ms; had ${JSON.stringify(messages)}`));
        }, timeoutMs);
        const check = () => {
          const found = messages.find(matches);
          if (!found) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(found);
        };
        waiting.add(check);
        check();
      }),
    close: () => req.destroy(),
  };
}

const revisionOf = (html: string) => new RegExp(`id="${DEV_DIAGNOSTICS_ID}" data-revision="([^"]+)"`).exec(html)?.[1];
const updateWith = (code: string) => (message: DevMessage) =>
  message.type === 'reload' && !!message.updates?.some((update) => update.route === '/guide/' && update.diagnostics.some((d) => d.code === code));

describe('docs dev and a browser that missed an update while it reloaded', () => {
  let dev: DevServer;
  let site: string;
  beforeAll(async () => {
    site = copyFixture('site-basic');
    dev = await startDevServer({ contentDir: site, port: 0, host: '127.0.0.1', cacheDir: tempDir('dev-missed'), log: () => {} });
    await fetch(`${dev.url}guide/`);
    await dev.watching;
  });
  afterAll(async () => dev?.close());

  it('tells it to reload when only the problems of the page changed, its last good document staying the same', async () => {
    const file = path.join(site, 'guide/index.md');
    const original = readFileSync(file, 'utf8');
    // The page before the reload, still connected when the second edit's update goes out.
    const before = listen(dev.url, { route: '/guide/' });
    // An edit made before the server has the stream is one no browser showed the page for (a loaded machine saw that race).
    await before.connected;
    writeFileSync(file, `${original}\n{{"demo": "Missing.js"}}\n`);
    await before.next(updateWith('demo-missing'), 60000);
    // The page the reload brings, served with the first edit's problems.
    const served = await (await fetch(`${dev.url}guide/`)).text();
    expect(served).toContain('demo-missing');
    const revision = revisionOf(served);
    expect(revision).toBeDefined();
    writeFileSync(file, `${original}\n{{"component": "NoSuchComponent"}}\n`);
    await before.next(updateWith('embed-unknown-component'), 60000);
    before.close();
    // Its event stream opens only now, naming the document it shows.
    const after = listen(dev.url, { route: '/guide/', revision: revision! });
    await expect(after.next((message) => message.type === 'reload', 10000)).resolves.toEqual({ type: 'reload', routes: ['/guide/'] });
    after.close();
    writeFileSync(file, original);
  });
});
