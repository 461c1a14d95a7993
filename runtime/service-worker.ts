/**
 * Registers the service worker under `/x/`, only on the production host (`data-sw-host` on `<html>`).
 * A newly installed worker is told to skip waiting, and the page reloads once it controls the page.
 */
export function registerServiceWorker(): void {
  const root = document.documentElement;
  const host = root.dataset.swHost;
  const script = root.dataset.sw;
  if (!host || !script || location.hostname !== host || !('serviceWorker' in navigator)) return;
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) return;
    reloading = true;
    location.reload();
  });
  void navigator.serviceWorker.register(script, { scope: root.dataset.swScope ?? '/x/' }).then((registration) => {
    const promote = (worker: ServiceWorker | null) => {
      if (!worker) return;
      worker.addEventListener('statechange', () => {
        if (worker.state === 'installed' && navigator.serviceWorker.controller) worker.postMessage({ type: 'SKIP_WAITING' });
      });
    };
    if (registration.waiting && navigator.serviceWorker.controller) registration.waiting.postMessage({ type: 'SKIP_WAITING' });
    registration.addEventListener('updatefound', () => promote(registration.installing));
  });
}
