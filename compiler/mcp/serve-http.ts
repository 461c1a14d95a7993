import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createDocsServer } from './docs-server';
import { createDocsSearch } from './search-docs';
import type { SiteSource } from './site-source';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * MCP over Streamable HTTP, stateless: each POST is answered by a server made for it, over the same
 * site and the same search (its loaded index files are kept). Requests to a loopback server must name
 * it as their host: a page of another site cannot reach it through DNS rebinding.
 */
export function mcpHttpHandler(source: SiteSource & { configuredRoot(): Promise<string> }, listening: { host: string; port: number }) {
  const search = createDocsSearch(source);
  const allowedHosts = LOOPBACK.has(listening.host) ? ['127.0.0.1', 'localhost', '[::1]'].map((host) => `${host}:${listening.port}`) : undefined;
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'POST', 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'This server is stateless: send requests with POST.' }, id: null }));
      return;
    }
    const server = createDocsServer(source, await source.index(), { extraRoots: [await source.configuredRoot()], search });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableDnsRebindingProtection: allowedHosts !== undefined, ...(allowedHosts ? { allowedHosts } : {}) });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res);
  };
}
