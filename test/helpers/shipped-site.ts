import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { serve } from './browser';
import { runCli, type CliResult } from './cli';

/**
 * The shipped build runs 14 hours ahead of UTC; test/integration/deterministic-dates.test.ts builds
 * again 12 hours behind it, on another calendar day, and expects the same pages.
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
