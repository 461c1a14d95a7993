import { readFileSync } from 'node:fs';
import { chromium, type BrowserServer } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, hasChromium } from './browser-path';

/**
 * One Chromium per test worker, started by the global setup for the run's browser tests: each test
 * file connects to its worker's (`launch` in browser.ts) instead of starting its own, and its
 * contexts go when it disconnects.
 */
export async function startBrowserServers(testFiles: string[], workers: number): Promise<BrowserServer[]> {
  if (!hasChromium) return [];
  const drivers = testFiles.filter((file) => /\blaunch\(|\bshippedSiteInBrowser\(|\bservedDemoSite\(/.test(readFileSync(file, 'utf8'))).length;
  return Promise.all(Array.from({ length: Math.min(drivers, workers) }, () => chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })));
}
