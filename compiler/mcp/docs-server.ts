import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { SiteIndex, SiteIndexEntry } from '../../templates/shared/site-index';
import { publicRoot, publicUrl, resourceUri } from './address';
import { failureText, isToolFailure, type ToolFailure } from './failure';
import { getApi, getPage, listPages, pageListText, type PageText } from './page-tools';
import { createDocsSearch, DEFAULT_LIMIT, searchDocsText, type DocsSearch } from './search-docs';
import type { SiteSource } from './site-source';

export interface DocsServerOptions {
  /** Origins besides the configured `url` whose URLs name pages too (the dev server's). */
  extraRoots?: readonly string[];
  /** A search shared by several servers over the same site (one per request over HTTP). */
  search?: DocsSearch;
}

function failed(failure: ToolFailure): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: failureText(failure) }] };
}

function pageResult(page: PageText | ToolFailure): CallToolResult {
  return isToolFailure(page) ? failed(page) : { content: [{ type: 'text', text: page.text }] };
}

/** An unknown page's failure, with the pages a search for the words of its last segment finds ("sortin" finds sorting). */
async function withSuggestions(failure: ToolFailure, address: string, index: SiteIndex, search: DocsSearch): Promise<ToolFailure> {
  const words = address.replace(/[?#].*$/, '').replace(/(\/index)?\.(html|md)$/, '').split('/').filter(Boolean).pop()?.replace(/[-_]+/g, ' ') ?? '';
  // The address's own near misses (the same page name in another section) come first.
  if (!words || failure.hint.startsWith('Did you mean')) return failure;
  const found = await search(index, words, { limit: 3 });
  if (isToolFailure(found) || found.hits.length === 0) return failure;
  return { ...failure, hint: `Did you mean ${found.hits.map((hit) => `${hit.url} (${hit.title})`).join(', ')}? ${failure.hint}` };
}

/** Pages of the navigation in drawer order, each once. */
function navPages(entries: readonly SiteIndexEntry[], into = new Map<string, string>()): Map<string, string> {
  for (const entry of entries) {
    if (entry.route && !into.has(entry.route)) into.set(entry.route, entry.title);
    if (entry.children) navPages(entry.children, into);
  }
  return into;
}

const sectionSchema = { heading: z.string(), url: z.string() };
const listedSchema: z.ZodType = z.lazy(() => z.object({ title: z.string(), url: z.string().optional(), external: z.boolean().optional(), plan: z.string().optional(), planned: z.boolean().optional(), children: z.array(listedSchema).optional() }));

/**
 * The MCP server of a built site: tools `search_docs`, `get_page`, `list_pages` and `get_api`, and
 * every page of the navigation as a `docs://` resource. `index` is the site as the server starts;
 * each call reads the site's index again from `source`, so a build meanwhile is seen.
 */
export function createDocsServer(source: SiteSource, index: SiteIndex, options: DocsServerOptions = {}): McpServer {
  const extraRoots = options.extraRoots ?? [];
  const server = new McpServer(
    { name: `${index.title} docs`, version: '0.1.0' },
    {
      instructions: `The ${index.title} documentation, published at ${publicRoot(index)}. Find pages with search_docs, read them with get_page (markdown, with each demo's TypeScript source), browse them with list_pages, and read a component's props, slots and CSS classes with get_api. Link readers to the URLs these tools give: those pages exist.`,
    },
  );
  const search = options.search ?? createDocsSearch(source);

  registerSearchDocs(server, source, index, search);

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page',
      description: `Returns a page of the ${index.title} docs as markdown, with each demo's TypeScript source inline, led by its canonical URL. Give its URL, its path (/x/react-data-grid/sorting/) or its docs:// URI.`,
      inputSchema: { url: z.string().describe('The page\'s URL or path, e.g. "/x/react-data-grid/sorting/".') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ url }) => {
      const current = await source.index();
      const page = await getPage(current, source, url, extraRoots);
      return pageResult(isToolFailure(page) && page.failure === 'unknown-page' ? await withSuggestions(page, url, current, search) : page);
    },
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List the docs pages',
      description: `The navigation of the ${index.title} docs as a tree of titles and URLs, whole or for one product.`,
      inputSchema: { product: z.string().optional().describe('Only this product\'s pages, e.g. "Charts".') },
      outputSchema: { product: z.string().optional(), pages: z.array(listedSchema) },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ product }) => {
      const list = listPages(await source.index(), product);
      if (isToolFailure(list)) return failed(list);
      return { content: [{ type: 'text', text: pageListText(list) }], structuredContent: { ...list } };
    },
  );

  server.registerTool(
    'get_api',
    {
      title: 'Read a component\'s API reference',
      description: `Returns the API reference of a ${index.title} component or interface as markdown: its import, props (type, default, description), slots and CSS classes.`,
      inputSchema: { component: z.string().describe('The exported name, e.g. "DataGridPro".') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ component }) => pageResult(await getApi(await source.index(), source, component)),
  );

  registerPageResource(server, source, index);
  return server;
}

/** `search_docs`: the site's own search ranking, over the MCP. */
function registerSearchDocs(server: McpServer, source: SiteSource, index: SiteIndex, search: DocsSearch): void {
  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description: `Searches the ${index.title} docs with the site's own search ranking. Returns the best pages, each with its URL, its best-matching section and a snippet.`,
      inputSchema: {
        query: z.string().describe('Words to look for, e.g. "sorting" or "date range picker".'),
        product: z.string().optional().describe('Only pages of this product, e.g. "Data Grid" (list_pages shows the products).'),
        limit: z.number().int().min(1).max(10).optional().describe(`Pages to return (default ${DEFAULT_LIMIT}).`),
      },
      outputSchema: {
        query: z.string(),
        product: z.string().optional(),
        hits: z.array(z.object({ title: z.string(), product: z.string(), url: z.string(), section: z.object(sectionSchema), snippet: z.string(), alsoIn: z.array(z.object(sectionSchema)) })),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query, product, limit }) => {
      const result = await search(await source.index(), query, { product, limit });
      if (isToolFailure(result)) return failed(result);
      return { content: [{ type: 'text', text: searchDocsText(result) }], structuredContent: { ...result } };
    },
  );
}

/** Every page as a `docs://` resource, in markdown. */
function registerPageResource(server: McpServer, source: SiteSource, index: SiteIndex): void {
  server.registerResource(
    'page',
    new ResourceTemplate('docs://{+path}', {
      list: async () => {
        const current = await source.index();
        return { resources: [...navPages(current.nav)].map(([route, title]) => ({ uri: resourceUri(route), name: title, title, description: publicUrl(current, route), mimeType: 'text/markdown' })) };
      },
    }),
    { title: 'Docs page', description: `A page of the ${index.title} docs as markdown.`, mimeType: 'text/markdown' },
    async (uri) => {
      const page = await getPage(await source.index(), source, uri.href);
      if (isToolFailure(page)) throw new Error(failureText(page));
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: page.text }] };
    },
  );
}
