import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launch, serve } from './browser';
import type { CliResult } from './cli';
import { SHIPPED_BUILD, sharedBuildPaths, startSharedBuild, type SharedBuildSpec } from './shared-builds';

export { SHIPPED_BUILD_TIME_ZONE } from './shared-builds';

export interface ShippedBuild {
  out: string;
  result: CliResult;
}

/**
 * A build the test files of this run share (see shared-builds.ts): started here unless the global
 * setup or another file started it, then waited for.
 */
export async function sharedBuild(spec: SharedBuildSpec): Promise<ShippedBuild> {
  const runDir = inject('sharedBuildsDir');
  startSharedBuild(runDir, spec);
  const { out, result } = sharedBuildPaths(runDir, spec);
  while (!existsSync(result)) await sleep(200);
  return { out, result: JSON.parse(readFileSync(result, 'utf8')) as CliResult };
}

/**
 * The shipped content built once per test run: the global setup starts it as the run starts when a
 * test file of the run reads it (`sharedBuildsOf`), and the test files wait for it.
 */
export function shippedBuild(): Promise<ShippedBuild> {
  return sharedBuild(SHIPPED_BUILD);
}

/**
 * The shipped site served on 127.0.0.1. `SHIPPED_SITE_URL` points the tests at a server that is
 * already running (such as `docs dev` while writing content) instead of building.
 */
export async function shippedSite(): Promise<{ url: string; close: () => void }> {
  const external = process.env.SHIPPED_SITE_URL;
  if (external) return { url: external.endsWith('/') ? external : `${external}/`, close: () => {} };
  const { out, result } = await shippedBuild();
  if (result.status !== 0) throw new Error(`The shipped site did not build:\n${result.stderr}`);
  const { url, server }: { url: string; server: Server } = await serve(out);
  return { url, close: () => server.close() };
}

export interface ShippedSiteInBrowser {
  readonly browser: Browser;
  readonly url: string;
}

/** The shipped site and a browser for the tests of a `describe` block: started before them, stopped after. */
export function shippedSiteInBrowser(): ShippedSiteInBrowser {
  let browser: Browser | undefined;
  let site: { url: string; close: () => void } | undefined;
  beforeAll(async () => {
    site = await shippedSite();
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    site?.close();
  });
  return {
    get browser() {
      return browser!;
    },
    get url() {
      return site!.url;
    },
  };
}
