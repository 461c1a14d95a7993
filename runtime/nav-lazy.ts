const loaded = new Map<string, Promise<Record<string, string>>>();

/**
 * A navigation group of another section ships only its heading; its items come from a JSON shared by
 * all pages of the language, fetched the first time such a group is opened.
 */
export function initLazyNav(): void {
  document.querySelectorAll<HTMLDetailsElement>('details[data-nav-lazy]').forEach((details) => {
    details.addEventListener('toggle', () => {
      const src = details.dataset.navLazy;
      const list = details.querySelector<HTMLElement>('[data-nav-lazy-list]');
      if (!details.open || !src || !list || list.dataset.loaded !== undefined) return;
      let groups = loaded.get(src);
      if (!groups) {
        groups = fetch(src).then((response) => (response.ok ? (response.json() as Promise<Record<string, string>>) : Promise.reject(new Error(String(response.status)))));
        loaded.set(src, groups);
        groups.catch(() => loaded.delete(src));
      }
      groups.then(
        (html) => {
          const items = html[details.dataset.navGroup ?? ''];
          if (items === undefined) return;
          // The items are the site's own markup, rendered by the build from the navigation tree.
          list.innerHTML = items;
          list.dataset.loaded = '';
        },
        () => undefined,
      );
    });
  });
}
