import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launch, serve } from './browser';
import type { CliResult } from './cli';
import { shippedResultFile, startShippedBuild } from './shipped-build';

export { SHIPPED_BUILD_TIME_ZONE } from './shipped-build';

export interface ShippedBuild {
  out: string;
  result: CliResult;
}

/**
 * The shipped content built once per test run: the global setup starts it as the run starts when a
 * test file of the run needs it (`needsShippedBuild`), and the test files wait for it. A file it did
 * not foresee starts it here, and the others wait for that one.
 */
export async function shippedBuild(): Promise<ShippedBuild> {
  const dir = inject('shippedSiteDir');
  startShippedBuild(dir);
  while (!existsSync(shippedResultFile(dir))) await sleep(200);
  return { out: path.join(dir, 'dist'), result: JSON.parse(readFileSync(shippedResultFile(dir), 'utf8')) as CliResult };
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
