/** Fetches of listing files, by URL: every demo showing the same code shares one. */
const fetches = new Map<string, Promise<string>>();

/**
 * Fills a `<code data-src>` listing (a demo's JavaScript version, a file of its own on built sites)
 * from its file, once. A failed fetch leaves it empty and is tried again next time.
 */
export function loadListing(code: HTMLElement): Promise<void> {
  const src = code.dataset.src;
  if (!src || code.dataset.loaded !== undefined) return Promise.resolve();
  let text = fetches.get(src);
  if (!text) {
    text = fetch(src).then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${response.status} ${src}`))));
    fetches.set(src, text);
    text.catch(() => fetches.delete(src));
  }
  return text.then(
    (html) => {
      if (code.dataset.loaded !== undefined) return;
      // A file the build wrote next to the page, as trusted as the page itself.
      code.innerHTML = html;
      code.dataset.loaded = '';
    },
    () => undefined,
  );
}

/** Fills every deferred listing under `root`. */
export function loadListings(root: ParentNode = document): Promise<void> {
  return Promise.all([...root.querySelectorAll<HTMLElement>('code[data-src]')].map(loadListing)).then(() => undefined);
}
