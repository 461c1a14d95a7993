// `docs mcp` on the shipped site, as an editor meets it: the time from starting the process to the end
// of the MCP handshake (the SDK's own client over stdio), over several starts; then `search_docs` for a
// set of everyday queries (the first of a process loads the index, timed on its own; then each query
// several times) and `get_page` for the pages found. Prints the medians, 90th percentiles and slowest
// beside the goals: a start under 1 s, a search under 50 ms.
// Usage: node bench/mcp-latency.mjs [--out dist] [--starts 5] [--rounds 5]
// Without --out the shipped content is built first (into a temporary folder, with the usual cache).
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { rmSync } from 'node:fs';
import { buildShippedSite, CLI, ROOT } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const starts = Number(option('starts', '5'));
const rounds = Number(option('rounds', '5'));
const QUERIES = ['sorting', 'column pinning', 'date range picker', 'lazy loading', 'localization', 'export csv', 'row grouping', 'tooltip', 'custom cell renderer', 'timezone', 'license key', 'server side data', 'tree view selection', 'pie chart', 'editing'];

const given = option('out', undefined);
const { out, work } = given ? { out: given, work: undefined } : buildShippedSite('docs-bench-mcp-');

const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const summary = (values) => `median ${quantile(values, 0.5).toFixed(1)}, p90 ${quantile(values, 0.9).toFixed(1)}, max ${Math.max(...values).toFixed(1)}`;

async function start() {
  const started = performance.now();
  const client = new Client({ name: 'docs-bench', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [CLI, 'mcp', '--out', out], cwd: ROOT, stderr: 'inherit' }));
  return { client, ms: performance.now() - started };
}

async function timed(client, name, args) {
  const started = performance.now();
  const result = await client.callTool({ name, arguments: args });
  if (result.isError) throw new Error(`${name} ${JSON.stringify(args)}: ${result.content[0].text}`);
  return { result, ms: performance.now() - started };
}

const startups = [];
const firstSearches = [];
for (let i = 0; i < starts; i++) {
  const { client, ms } = await start();
  startups.push(ms);
  firstSearches.push((await timed(client, 'search_docs', { query: QUERIES[i % QUERIES.length] })).ms);
  await client.close();
}

const { client } = await start();
const searches = [];
const pages = [];
const urls = new Set();
for (let round = 0; round < rounds; round++) {
  for (const query of QUERIES) {
    const { result, ms } = await timed(client, 'search_docs', { query });
    searches.push(ms);
    for (const hit of result.structuredContent.hits.slice(0, 2)) urls.add(hit.url);
  }
}
for (const url of urls) pages.push((await timed(client, 'get_page', { url })).ms);
await client.close();
if (work) rmSync(work, { recursive: true, force: true });

const startupMedian = quantile(startups, 0.5);
const searchP90 = quantile(searches, 0.9);
process.stdout.write(
  [
    `docs mcp on the shipped site (${out})`,
    '',
    '| measure | ms | runs | goal | |',
    '|---|---|---|---|---|',
    `| start to handshake done | ${summary(startups)} | ${starts} | < 1000 | ${startupMedian < 1000 ? 'met' : 'not met'} |`,
    `| first search of a process (loads the index) | ${summary(firstSearches)} | ${starts} | < 50 | ${quantile(firstSearches, 0.5) < 50 ? 'met' : 'not met'} |`,
    `| search_docs, ${QUERIES.length} queries × ${rounds} | ${summary(searches)} | ${searches.length} | < 50 | ${searchP90 < 50 ? 'met' : 'not met'} (p90) |`,
    `| get_page of the pages found | ${summary(pages)} | ${pages.length} | | |`,
    '',
  ].join('\n'),
);
