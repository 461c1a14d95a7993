const OPEN_CLASS = 'docs-drawer-open';

/** The navigation drawer below `lg`: opened by the menu button, closed by its close button, the backdrop or Escape. */
export function initDrawer(): void {
  const drawer = document.getElementById('nav-drawer');
  const opener = document.querySelector<HTMLElement>('[data-drawer-open]');
  if (!drawer || !opener) return;
  const close = () => {
    if (!drawer.classList.contains(OPEN_CLASS)) return;
    drawer.classList.remove(OPEN_CLASS);
    opener.setAttribute('aria-expanded', 'false');
    opener.focus();
  };
  opener.setAttribute('aria-expanded', 'false');
  opener.addEventListener('click', (event) => {
    event.preventDefault();
    drawer.classList.add(OPEN_CLASS);
    opener.setAttribute('aria-expanded', 'true');
    (drawer.querySelector<HTMLElement>('a[aria-current="page"]') ?? drawer.querySelector<HTMLElement>('a, summary'))?.focus();
  });
  document.querySelectorAll<HTMLElement>('[data-drawer-close]').forEach((el) =>
    el.addEventListener('click', (event) => {
      event.preventDefault();
      close();
    }),
  );
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
  // Modal while open, like MUI's temporary Drawer: Tab goes round its links instead of reaching the page under the backdrop.
  drawer.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab' || !drawer.classList.contains(OPEN_CLASS)) return;
    // Links in closed groups cannot take focus yet still have boxes: only checkVisibility() leaves them out.
    const stops = [...drawer.querySelectorAll<HTMLElement>('a[href], summary')].filter((el) => el.checkVisibility());
    const [first, last] = [stops[0], stops[stops.length - 1]];
    if (event.target !== (event.shiftKey ? first : last)) return;
    event.preventDefault();
    (event.shiftKey ? last : first)?.focus();
  });
  // At the next frame, whose layout this then is: called now, it laid out the page as it was still
  // loading, on top of the frame's own layout.
  const current = drawer.querySelector<HTMLElement>('a[aria-current="page"]');
  if (current) requestAnimationFrame(() => current.scrollIntoView({ block: 'nearest' }));
}
