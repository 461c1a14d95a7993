import { existsSync } from 'node:fs';

/** Where the browser tests look for Chromium: the browser a reader runs. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * What the browser tests drive: Debian's `chromium-headless-shell` when it is installed and
 * `CHROMIUM_PATH` does not name another, as Playwright drives headless tests; else `CHROMIUM`. It is
 * the same Blink and V8 without the browser's profile services: a new context and a page load took
 * about a fifth less CPU (4 pages, 12 loads: 9.9 / 11.0 against 12.2 / 13.4 CPU-s), most of it in
 * the browser process. The few tests of what only the browser has launch `CHROMIUM` themselves.
 */
export const TEST_CHROMIUM = !process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM;

/** How the tests start it: headless, without the network traffic of a first run. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
