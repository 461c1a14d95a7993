import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launch, serve } from './browser';
import { runCli, type CliResult } from './cli';

/**
 * The shipped build is started 14 hours ahead of UTC (the CLI renders in UTC whatever zone it is given);
 * test/integration/deterministic-dates.test.ts builds again in another zone with the clock a day ahead,
 * and expects the same pages.
 */
export const SHIPPED_BUILD_TIME_ZONE = 'Etc/GMT-14';

export interface ShippedBuild {
  out: string;
  result: CliResult;
}

/**
 * The shipped content built once per test run, whichever test file asks first: the others wait for
 * that build instead of running their own (a cold build of every section's demos takes seconds).
 */
export async function shippedBuild(): Promise<ShippedBuild> {
  const dir = inject('shippedSiteDir');
  const out = path.join(dir, 'dist');
  const done = path.join(dir, 'result.json');
  let owner = false;
  try {
    mkdirSync(path.join(dir, 'lock'));
    owner = true;
  } catch {
    // Another test file is building it.
  }
  if (owner) {
    const result = runCli(['build', '--out', out], undefined, { TZ: SHIPPED_BUILD_TIME_ZONE });
    writeFileSync(done, JSON.stringify(result));
    return { out, result };
  }
  while (!existsSync(done)) await sleep(200);
  return { out, result: JSON.parse(readFileSync(done, 'utf8')) as CliResult };
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
