import { applyColorMode, followSystemColorMode, readColorMode, setColorMode } from './color-mode';
import { initCopyButtons, initCopyShortcut } from './copy';
import { registerServiceWorker } from './service-worker';
import { initSearchTrigger } from './search/trigger';
import { initDrawer } from './drawer';
import { initSettings } from './settings';
import { initTocHighlight } from './toc';

/**
 * The script every page loads: plain DOM code for the app frame, no React.
 * Islands (demos and other interactive components) are hydrated by their own chunks.
 */
function start(): void {
  applyColorMode(readColorMode());
  followSystemColorMode();
  document.querySelector('[data-color-mode-toggle]')?.addEventListener('click', () => {
    setColorMode(document.documentElement.classList.contains('mode-dark') ? 'light' : 'dark');
  });
  initCopyButtons();
  initCopyShortcut();
  initDrawer();
  initSettings();
  initTocHighlight();
  registerServiceWorker();
  initSearchTrigger();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
