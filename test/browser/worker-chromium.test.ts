import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELD_CHROMIUM, hasChromium, launch } from '../helpers/browser';

const held = globalThis as { [HELD_CHROMIUM]?: Promise<Browser> };

/** The Chromium a test worker keeps for its browser files (see `launch` in browser.ts). */
describe.skipIf(!hasChromium)("a test worker's Chromium", () => {
  // This file starts without the worker's Chromium, as a worker's first browser file does, and
  // leaves the worker's as it found it.
  let workers: Promise<Browser> | undefined;
  beforeAll(() => {
    workers = held[HELD_CHROMIUM];
    held[HELD_CHROMIUM] = undefined;
  });
  afterAll(async () => {
    await (await held[HELD_CHROMIUM])?.close();
    held[HELD_CHROMIUM] = workers;
  });

  it('is one for launches made at once, and a file closing its view closes only the contexts it opened', async () => {
    const [first, second] = await Promise.all([launch(), launch()]);
    const context = await first.newContext();
    const other = await second.newContext();
    expect(second.contexts()).toContain(context);

    await second.close();
    expect(first.contexts()).toEqual([context]);
    await first.close();
    expect(first.contexts()).toEqual([]);
    expect(first.isConnected()).toBe(true);
  });
});
