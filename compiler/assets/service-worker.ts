/**
 * The service worker the build writes to `dist/sw.js`: hashed static assets are served cache-first
 * (they never change under a name), pages go to the network. `version` names the cache, so each build
 * that changes assets starts a new cache and deletes the old ones.
 */
export function serviceWorkerSource(version: string, staticPrefix: string): string {
  return `const CACHE = 'docs-static-${version}';
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('docs-static-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin || !url.pathname.startsWith(${JSON.stringify(staticPrefix)})) return;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(event.request).then((hit) => hit || fetch(event.request).then((response) => {
        if (response.ok) cache.put(event.request, response.clone());
        return response;
      })),
    ),
  );
});
`;
}
