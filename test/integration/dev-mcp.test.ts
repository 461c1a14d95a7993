import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, startCliDev, tempDir, type CliDev } from '../helpers/cli';

async function text(client: Client, name: string, args: Record<string, unknown>): Promise<{ isError: boolean; text: string }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  return { isError: Boolean(result.isError), text: result.content.map((part) => (part.type === 'text' ? part.text : '')).join('') };
}

/** A raw request to the dev server, with the headers a test chooses (fetch will not send another Host). */
function raw(url: string, method: string, headers: Record<string, string>, body = ''): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('docs dev --mcp', () => {
  let site: string;
  let dev: CliDev;
  let client: Client;

  beforeAll(async () => {
    site = copyFixture('site-basic');
    dev = await startCliDev(site, tempDir('dev-mcp-cache'), ['--mcp']);
    client = new Client({ name: 'docs-dev-mcp-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL('mcp', dev.url)));
  });
  afterAll(async () => {
    await client?.close();
    await dev?.stop();
  });

  it('says where it serves MCP, and serves the four tools there', async () => {
    expect(dev.stderr()).toContain(`docs dev: MCP server at ${dev.url}mcp`);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_api', 'get_page', 'list_pages', 'search_docs']);
  });

  it('names pages on the dev server, and takes their published URLs too', async () => {
    const page = await text(client, 'get_page', { url: 'https://docs.example.com/guide/setup/' });
    expect(page.isError).toBe(false);
    expect(page.text).toContain(`url: ${dev.url}guide/setup/\nmarkdown: ${dev.url}guide/setup.md\n---\n\n# Setup\n`);
    const list = await text(client, 'list_pages', { product: 'guide' });
    expect(list.text).toContain(`- [Setup](${dev.url}guide/setup/)`);
  });

  it('answers from the pages as they are now: an edit shows in the next call', async () => {
    const file = path.join(site, 'guide', 'setup', 'index.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('## Install', '## Install\n\nThe quokka mirror is faster behind a proxy.'));
    const deadline = Date.now() + 30_000;
    let found = await text(client, 'search_docs', { query: 'quokka' });
    // The edit reaches the engine when the watcher reports it.
    while (!found.text.includes(`${dev.url}guide/setup/`) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      found = await text(client, 'search_docs', { query: 'quokka' });
    }
    expect(found.text).toContain(`1. Setup (Guide)\n   ${dev.url}guide/setup/\n   Section: Install: ${dev.url}guide/setup/#install\n   > The quokka mirror is faster behind a proxy.`);
    expect((await text(client, 'get_page', { url: '/guide/setup/' })).text).toContain('The quokka mirror is faster behind a proxy.');
  });

  it('refuses a request naming another host (DNS rebinding), and GET on its stateless endpoint', async () => {
    const url = new URL('mcp', dev.url).href;
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(await raw(url, 'POST', { Host: 'attacker.example:80', 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' }, body)).toBe(403);
    expect(await raw(url, 'GET', { Accept: 'text/event-stream' })).toBe(405);
  });
});
