import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startBrowserServers } from './browser-servers';
import { needsShippedBuild, startShippedBuild } from './shipped-build';

declare module 'vitest' {
  export interface ProvidedContext {
    shippedSiteDir: string;
    /** The WebSocket endpoint of each test worker's Chromium, by pool id less one (see browser-servers.ts). */
    browserEndpoints: string[];
  }
}

/**
 * What the run's test files share, started as the run starts: the shipped build, in the background
 * while the first files run (see shipped-site.ts), and a Chromium per worker.
 */
export default async function setup(project: TestProject) {
  const files = project.vitest.state.getPaths();
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-shipped-'));
  project.provide('shippedSiteDir', dir);
  const build = !process.env.SHIPPED_SITE_URL && files.some(needsShippedBuild) ? startShippedBuild(dir) : undefined;
  const browsers = await startBrowserServers(files, project.config.maxWorkers);
  project.provide(
    'browserEndpoints',
    browsers.map((server) => server.wsEndpoint()),
  );
  return async () => {
    if (build && build.exitCode === null) {
      build.kill();
      await once(build, 'close');
    }
    await Promise.all(browsers.map((server) => server.close()));
    rmSync(dir, { recursive: true, force: true });
  };
}
