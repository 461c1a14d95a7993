import { bundleBrowserModule } from './browser-bundle';

/** Bundles the frame's plain-DOM script (`runtime/chrome.ts`) into one small minified file. */
export function bundleChromeRuntime(cacheDir?: string): Promise<string> {
  return bundleBrowserModule('runtime/chrome.ts', 'iife', cacheDir);
}
