import path from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { SITE_INDEX_FILE, type SiteIndex } from '../../templates/shared/site-index';
import { diagnostic, DiagnosticError } from '../helpers/diagnostics';
import { createDocsServer } from './docs-server';
import { builtSite, NotBuiltError, type SiteSource } from './site-source';

/** The site's index, or a located error saying how to build it: `docs mcp` is often pointed at the wrong folder. */
export async function indexOrExplain(source: SiteSource, outDir: string): Promise<SiteIndex> {
  try {
    return await source.index();
  } catch (error) {
    if (!(error instanceof NotBuiltError) && !(error instanceof SyntaxError)) throw error;
    throw new DiagnosticError([
      diagnostic('mcp-not-built', 'error', path.join(outDir, SITE_INDEX_FILE), undefined, `${outDir} holds no site built by this version of the docs CLI.`, `Run \`docs build --out ${outDir}\` first, or point --out at the folder a build wrote.`),
    ]);
  }
}

/**
 * `docs mcp`: the MCP server of the site built in `outDir`, over this process's stdin and stdout
 * (stdout carries only the protocol). Resolves once connected, with the site it serves; the process
 * lives until stdin closes.
 */
export async function serveMcpOverStdio(outDir: string): Promise<SiteIndex> {
  const source = builtSite(outDir);
  const index = await indexOrExplain(source, outDir);
  await createDocsServer(source, index).connect(new StdioServerTransport());
  return index;
}
