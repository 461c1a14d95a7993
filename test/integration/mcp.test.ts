import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli, tempDir } from '../helpers/cli';
import { shippedBuild } from '../helpers/shipped-site';

/** The SDK's own client, talking to `docs mcp --out <out>` over stdio as an editor would. */
async function connect(out: string): Promise<Client> {
  const client = new Client({ name: 'docs-mcp-test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [path.join(ROOT, 'bin', 'docs.mjs'), 'mcp', '--out', out], cwd: ROOT, stderr: 'pipe' }));
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult & { text: string }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
  return { ...result, text };
}

interface Hit {
  title: string;
  product: string;
  url: string;
  section: { heading: string; url: string };
  snippet: string;
}

describe('docs mcp on the shipped site', () => {
  let out: string;
  let client: Client;
  /** The built file a public URL of the shipped site (https://mui.com/…) is served from. */
  const builtFileOf = (url: string) => {
    const route = new URL(url).pathname;
    return path.join(out, route.endsWith('/') ? `${route}index.html` : route);
  };

  beforeAll(async () => {
    const build = await shippedBuild();
    expect(build.result.status, build.result.stderr).toBe(0);
    out = build.out;
    client = await connect(out);
  });
  afterAll(() => client?.close());

  it('lists the four tools', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_api', 'get_page', 'list_pages', 'search_docs']);
  });

  it('search_docs("sorting") lists the sorting page first, with its public URL, its section and a snippet', async () => {
    const result = await call(client, 'search_docs', { query: 'sorting' });
    expect(result.isError).toBeFalsy();
    const hits = (result.structuredContent as { hits: Hit[] }).hits;
    expect(hits[0]!.url).toBe('https://mui.com/x/react-data-grid/sorting/');
    expect(hits[0]!.title).toBe('Data Grid - Sorting');
    expect(hits[0]!.section.url.startsWith('https://mui.com/x/react-data-grid/sorting/')).toBe(true);
    expect(hits[0]!.snippet.toLowerCase()).toContain('sort');
    expect(result.text).toContain('1. Data Grid - Sorting (Data Grid)\n   https://mui.com/x/react-data-grid/sorting/');
    // Every URL named is a page the build wrote, and its anchor a heading of that page.
    for (const hit of hits) {
      expect(existsSync(builtFileOf(hit.url)), hit.url).toBe(true);
      const anchor = new URL(hit.section.url).hash.slice(1);
      if (anchor) expect(readFileSync(builtFileOf(hit.section.url), 'utf8')).toContain(`id="${anchor}"`);
      else expect(hit.section).toEqual({ heading: hit.title, url: hit.url });
    }
  });

  it('search_docs within a product ranks that product\'s pages only', async () => {
    const result = await call(client, 'search_docs', { query: 'sorting', product: 'charts', limit: 3 });
    const { hits, product } = result.structuredContent as { hits: Hit[]; product: string };
    expect(product).toBe('Charts');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(3);
    for (const hit of hits) expect(hit.url).toMatch(/^https:\/\/mui\.com\/x\/(react-charts|api\/charts)\//);
  });

  it('get_page returns the markdown twin with SortableInventory.tsx\'s source and the canonical URL', async () => {
    const source = readFileSync(path.join(ROOT, 'content', 'x', 'react-data-grid', 'sorting', 'SortableInventory.tsx'), 'utf8').trim();
    for (const address of ['/x/react-data-grid/sorting/', 'https://mui.com/x/react-data-grid/sorting/#the-sort-model', 'x/react-data-grid/sorting.md', 'docs://x/react-data-grid/sorting']) {
      const result = await call(client, 'get_page', { url: address });
      expect(result.isError, address).toBeFalsy();
      expect(result.text.startsWith('---\nurl: https://mui.com/x/react-data-grid/sorting/\nmarkdown: https://mui.com/x/react-data-grid/sorting.md\n---\n\n# Data Grid - Sorting\n')).toBe(true);
      expect(result.text).toContain(`\`\`\`tsx\n${source}\n\`\`\``);
    }
  });

  it('get_api("DataGridPro") returns its props table', async () => {
    const result = await call(client, 'get_api', { component: 'DataGridPro' });
    expect(result.isError).toBeFalsy();
    expect(result.text).toContain('url: https://mui.com/x/api/data-grid/data-grid-pro/');
    expect(result.text).toContain('## Props\n\n| Name | Type | Default | Description |');
    expect(result.text).toMatch(/^\| `autoHeight` \| `boolean` \| `false` \| .+ \|$/m);
  });

  it('a path outside the output is a tool error, and nothing outside is read', async () => {
    for (const address of ['../../etc/passwd', '/x/../../etc/passwd', '%2e%2e/%2e%2e/etc/passwd', 'docs://../../etc/passwd']) {
      const result = await call(client, 'get_page', { url: address });
      expect(result.isError, address).toBe(true);
      expect(result.text).toContain('is outside the built site');
      expect(result.text).not.toContain('root:');
    }
  });

  it('an unknown page and an unknown component are tool errors that say what exists', async () => {
    const page = await call(client, 'get_page', { url: '/x/react-data-grid/sortin/' });
    expect(page.isError).toBe(true);
    expect(page.text).toContain('No page of this site is at /x/react-data-grid/sortin/.');
    expect(page.text).toContain('Did you mean https://mui.com/x/react-data-grid/sorting/');
    const elsewhere = await call(client, 'get_page', { url: 'https://example.com/x/react-data-grid/sorting/' });
    expect(elsewhere.isError).toBe(true);
    expect(elsewhere.text).toContain('is not a page of this site');
    const api = await call(client, 'get_api', { component: 'DataGridUltra' });
    expect(api.isError).toBe(true);
    expect(api.text).toContain('No API reference page is about "DataGridUltra".');
  });

  it('an empty query and an unknown product are tool errors', async () => {
    for (const query of ['', '   ', 'the']) {
      const result = await call(client, 'search_docs', { query });
      expect(result.isError, JSON.stringify(query)).toBe(true);
      expect(result.text).toContain('[empty-query]');
    }
    const product = await call(client, 'search_docs', { query: 'sorting', product: 'Spreadsheet' });
    expect(product.isError).toBe(true);
    expect(product.text).toContain('The products are: ');
    expect(product.text).toContain('Data Grid');
  });

  it('list_pages gives a product\'s navigation as a tree of titles and public URLs', async () => {
    const result = await call(client, 'list_pages', { product: 'Tree View' });
    expect(result.isError).toBeFalsy();
    expect(result.text).toContain('- Rich Tree View\n  - [Items](https://mui.com/x/react-tree-view/rich-tree-view/items/)');
    expect(result.text).toContain('[Lazy loading](https://mui.com/x/react-tree-view/rich-tree-view/lazy-loading/) (Pro)');
    const whole = await call(client, 'list_pages', {});
    expect(whole.text).toContain("- [What's new](https://mui.com/x/whats-new/) (external)");
    const urls = [...whole.text.matchAll(/\]\((https:\/\/mui\.com\/[^)]+)\)(?! \(external\))/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(200);
    for (const url of urls) expect(existsSync(builtFileOf(url)), url).toBe(true);
  });

  it('lists the navigation\'s pages as docs:// resources and reads them', async () => {
    const { resources } = await client.listResources();
    expect(resources).toContainEqual(expect.objectContaining({ uri: 'docs://x/react-data-grid/sorting', name: 'Sorting', mimeType: 'text/markdown' }));
    const read = await client.readResource({ uri: 'docs://x/react-data-grid/sorting' });
    expect(read.contents[0]).toMatchObject({ uri: 'docs://x/react-data-grid/sorting', mimeType: 'text/markdown' });
    expect((read.contents[0] as { text: string }).text).toContain('# Data Grid - Sorting');
  });
});

describe('docs mcp on a site served under a base', () => {
  it('names pages under the configured url and base, and takes them back', async () => {
    const out = path.join(tempDir('mcp-base'), 'site out');
    const build = runCli(['build', '--content', path.join(ROOT, 'test', 'fixtures', 'site-basic'), '--out', out, '--base', '/docs/', '--no-cache']);
    expect(build.status, build.stderr).toBe(0);
    const client = await connect(out);
    try {
      const page = await call(client, 'get_page', { url: 'https://docs.example.com/docs/guide/setup/' });
      expect(page.isError).toBeFalsy();
      expect(page.text).toContain('url: https://docs.example.com/docs/guide/setup/\nmarkdown: https://docs.example.com/docs/guide/setup.md\n');
      expect((await call(client, 'get_page', { url: '/docs/guide/setup/' })).isError).toBeFalsy();
      const list = await call(client, 'list_pages', {});
      expect(list.text).toContain('[Advanced usage](https://docs.example.com/docs/guide/advanced/) (Pro)');
      expect(list.text).toContain('[Changelog](https://example.com/changelog/) (external)');
      const api = await call(client, 'get_api', { component: 'DataGrid' });
      expect(api.isError).toBe(true);
      expect(api.text).toContain('This site has no API reference pages.');
    } finally {
      await client.close();
    }
  });
});

describe('docs mcp on a folder that holds no build', () => {
  it('exits with a located error saying how to build it', () => {
    const out = tempDir('mcp-empty');
    const result = runCli(['mcp', '--out', out]);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`${path.join(out, 'site-index.json')}  error  ${out} holds no site built by this version of the docs CLI.  [mcp-not-built]`);
    expect(result.stderr).toContain(`hint: Run \`docs build --out ${out}\` first`);
  });
});
