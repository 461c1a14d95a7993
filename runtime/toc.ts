/** Highlights the table-of-contents entry of the section being read. */
export function initTocHighlight(): void {
  const links = new Map<string, HTMLAnchorElement>();
  document.querySelectorAll<HTMLAnchorElement>('[data-toc-id]').forEach((a) => links.set(a.dataset.tocId!, a));
  if (links.size === 0 || !('IntersectionObserver' in window)) return;
  const headings = [...links.keys()].map((id) => document.getElementById(id)).filter((h): h is HTMLElement => h !== null);
  const visible = new Set<string>();
  const update = () => {
    const current = headings.find((h) => visible.has(h.id)) ?? null;
    links.forEach((a, id) => {
      if (current && id === current.id) a.setAttribute('aria-current', 'true');
      else a.removeAttribute('aria-current');
    });
  };
  const observer = new IntersectionObserver(
    (entries) => {
      entries.forEach((entry) => (entry.isIntersecting ? visible.add(entry.target.id) : visible.delete(entry.target.id)));
      update();
    },
    { rootMargin: '-70px 0px -60% 0px' },
  );
  headings.forEach((h) => observer.observe(h));
}
