import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, runCli, startCliDev, tempDir } from '../helpers/cli';

/** `docs dev` on a fixture, traced, until it has served `route`; its trace and the page served. */
async function firstPage(site: string, route: string): Promise<{ stderr: string; html: string }> {
  const dev = await startCliDev(site, tempDir('early-dev-cache'));
  try {
    const html = await (await fetch(new URL(route, dev.url))).text();
    return { stderr: dev.stderr(), html };
  } finally {
    await dev.stop();
  }
}

/** The engine's phases in a trace, in order. */
const enginePhases = (stderr: string) => [...stderr.matchAll(/^\[trace\].*? cpu  (?:\[worker \d+\]  )?(dev engine .*)$/gm)].map((m) => m[1]);

describe('the engine of docs dev', () => {
  it('is started before the CLI loads, and the server gives it its options, then the site it loaded meanwhile', async () => {
    const { stderr, html } = await firstPage(copyFixture('site-basic'), '/guide/setup/');
    expect(html).toContain('Install the package.');
    expect(enginePhases(stderr)).toEqual(['dev engine started before the CLI loaded', 'dev engine given its options once the CLI loaded', 'dev engine given the site']);
  });

  it('loads the site itself when an API package is missing from the cache: the extraction is not the server thread\'s to run', async () => {
    const site = copyFixture('site-basic');
    const config = path.join(site, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace('export default {', "export default {\n  apiReference: { groups: { 'tree-view': '/guide-group' } },"));
    const { stderr, html } = await firstPage(site, '/x/api/tree-view/rich-tree-view/');
    expect(html).toContain('<title>RichTreeView API - Fixture Docs</title>');
    expect(enginePhases(stderr)).toEqual(['dev engine started before the CLI loaded', 'dev engine given its options once the CLI loaded', 'dev engine to load the site itself']);
  });

  it('does not keep dev from exiting on a usage error or --help', () => {
    expect(runCli(['dev', '--bogus-option']).status).toBe(2);
    expect(runCli(['dev', '--help']).status).toBe(0);
  });
});
