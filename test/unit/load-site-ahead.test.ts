import { cpSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteAhead } from '../../compiler/dev/load-site-ahead';
import { loadSite } from '../../compiler/site/load-site';
import { tempDir } from '../helpers/cli';

const FIXTURE = path.resolve('test/fixtures/site-basic');

describe('loadSiteAhead (docs dev loads the site beside the engine thread)', () => {
  it('gives the site loadSite gives, and it reaches another thread whole: shared navigation nodes stay one object', async () => {
    const ahead = await loadSiteAhead(FIXTURE, tempDir('ahead-cache'));
    const own = await loadSite({ contentDir: FIXTURE, cacheDir: tempDir('ahead-own-cache') });
    expect(ahead).not.toBeNull();
    // What postMessage does to it on the way to the engine.
    const sent = structuredClone(ahead!);
    expect(sent).toEqual(own);
    const { nav } = sent.site!;
    expect(nav.order.length).toBeGreaterThan(1);
    for (const node of nav.order) {
      expect(nav.byPathname.get(node.pathname)).toBe(node);
      expect(nav.parents.get(node), `${node.pathname} keeps its ancestors`).toBeDefined();
    }
  });

  it('gives the problems of a site that does not load, for the engine to report', async () => {
    const site = tempDir('ahead-broken');
    cpSync(FIXTURE, site, { recursive: true });
    writeFileSync(path.join(site, 'site.config.ts'), "export default { title: 'Broken', colour: 'teal' };\n");
    const ahead = await loadSiteAhead(site, tempDir('ahead-broken-cache'));
    expect(ahead?.diagnostics.map((d) => d.code)).toContain('config-unknown-key');
  });

  it('leaves the site to the engine when an API package is to be extracted, and extracts nothing itself', async () => {
    const site = tempDir('ahead-api');
    cpSync(FIXTURE, site, { recursive: true });
    const config = path.join(site, 'site.config.ts');
    const { default: fixtureConfig } = (await import(path.join(FIXTURE, 'site.config.ts'))) as { default: Record<string, unknown> };
    writeFileSync(config, `export default ${JSON.stringify({ ...fixtureConfig, apiReference: { groups: { 'tree-view': '/guide/' } } })};\n`);
    const cacheDir = tempDir('ahead-api-cache');
    expect(await loadSiteAhead(site, cacheDir)).toBeNull();
    expect(readdirSync(cacheDir).filter((name) => name.startsWith('api-'))).toEqual([]);
  });
});
