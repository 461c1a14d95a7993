import type { SiteIndex } from '../../templates/shared/site-index';
import { publicRoot } from './address';
import { builtSite, type SiteSource } from './site-source';

/** What the dev server's engine does before a file of its output is read: writes it as the sources are now. */
export interface DevEngineCalls {
  call<T>(request: { type: 'siteIndex' } | { type: 'searchIndex' } | { type: 'twin'; route: string }): Promise<T>;
}

/**
 * The site `docs dev` is building, for the same tools: each file is brought up to date by the engine
 * before it is read from the dev output, as when a browser asks for it. Pages are named by their URL
 * on the dev server (`origin`), which writers can open; `configuredRoot` (where the site will be
 * published) still names pages in what an assistant asks.
 */
export function devSite(engine: DevEngineCalls, outDir: string, origin: string): SiteSource & { configuredRoot(): Promise<string> } {
  const output = builtSite(outDir);
  const fresh = async (): Promise<SiteIndex> => {
    await engine.call({ type: 'siteIndex' });
    return output.index();
  };
  return {
    index: async () => ({ ...(await fresh()), url: origin }),
    configuredRoot: async () => publicRoot(await fresh()),
    twin: async (route) => {
      await engine.call({ type: 'twin', route });
      return output.twin(route);
    },
    searchFile: async (name) => {
      if (name === 'manifest.json') await engine.call({ type: 'searchIndex' });
      return output.searchFile(name);
    },
  };
}
