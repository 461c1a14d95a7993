const loaded = new Map<string, Promise<Record<string, string>>>();

/** The JSON of a language's navigation groups, fetched once. */
function groupsFrom(src: string): Promise<Record<string, string>> {
  let groups = loaded.get(src);
  if (!groups) {
    groups = fetch(src).then((response) => (response.ok ? (response.json() as Promise<Record<string, string>>) : Promise.reject(new Error(String(response.status)))));
    loaded.set(src, groups);
    groups.catch(() => loaded.delete(src));
  }
  return groups;
}

/**
 * A navigation group of another section ships only its heading; its items come from a JSON shared by
 * all pages of the language, fetched the first time such a group is opened. A long group of the
 * page's own section ships only the items around the page; its "show all" button loads the rest.
 */
export function initLazyNav(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-nav-show-all]');
    const details = button?.closest<HTMLDetailsElement>('details[data-nav-lazy-all]');
    const list = button?.closest('ul');
    if (!button || !details || !list) return;
    const current = list.querySelector('a[aria-current="page"]')?.getAttribute('data-nav-path');
    const item = button.closest('li');
    const before = item?.previousElementSibling?.querySelector('a')?.getAttribute('data-nav-path');
    const after = item?.nextElementSibling?.querySelector('a')?.getAttribute('data-nav-path');
    groupsFrom(details.dataset.navLazyAll!).then(
      (groups) => {
        const items = groups[button.dataset.navShowAll!];
        if (items === undefined) return;
        // The items are the site's own markup, rendered by the build from the navigation tree.
        list.innerHTML = items;
        const link = (path: string | null | undefined) => (path ? list.querySelector<HTMLElement>(`a[data-nav-path="${CSS.escape(path)}"]`) : null);
        link(current)?.setAttribute('aria-current', 'page');
        // Focus goes where the button was: the first of the items it revealed.
        const sibling = (path: string | null | undefined, side: 'previousElementSibling' | 'nextElementSibling') => link(path)?.closest('li')?.[side]?.querySelector<HTMLElement>('a');
        (sibling(before, 'nextElementSibling') ?? sibling(after, 'previousElementSibling') ?? list.querySelector<HTMLElement>('a'))?.focus();
      },
      () => undefined,
    );
  });
  document.querySelectorAll<HTMLDetailsElement>('details[data-nav-lazy]').forEach((details) => {
    details.addEventListener('toggle', () => {
      const src = details.dataset.navLazy;
      const list = details.querySelector<HTMLElement>('[data-nav-lazy-list]');
      if (!details.open || !src || !list || list.dataset.loaded !== undefined) return;
      groupsFrom(src).then(
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
