import { initDemoToolbars } from './demo-toolbar';
import type { DemoModule } from './demo-types';
import { FRAME_ROOT_ID } from '../templates/shared/demo';

/** How far below the viewport a demo starts loading, so it is live by the time it is seen. */
const NEAR_VIEWPORT = '300px 0px';

const hydrated = new WeakMap<HTMLElement, Promise<unknown>>();

/** Loads React, the demo's chunk and hydrates the server markup in place (once). */
export function hydrateIsland(element: HTMLElement): Promise<unknown> {
  let pending = hydrated.get(element);
  if (!pending) {
    const src = element.dataset.islandSrc!;
    pending = Promise.all([import('./hydrate-demo'), import(/* @vite-ignore */ src) as Promise<DemoModule>, frameOf(element)]).then(([{ hydrateDemo }, mod, frame]) =>
      hydrateDemo(element, mod, frame),
    );
    hydrated.set(element, pending);
  }
  return pending;
}

/** An iframe demo hydrates inside its frame's document, once that document has loaded. */
function frameOf(element: HTMLElement): Promise<{ root: HTMLElement; document: Document } | undefined> {
  if (!(element instanceof HTMLIFrameElement)) return Promise.resolve(undefined);
  const ready = () => {
    const doc = element.contentDocument!;
    // The frame follows the page's colour mode (body) and density (html) classes, now and when they change.
    const follow = () => {
      doc.documentElement.className = document.documentElement.className;
      doc.body.className = document.body.className;
    };
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
    return { root: doc.getElementById(FRAME_ROOT_ID)!, document: doc };
  };
  const doc = element.contentDocument;
  if (doc?.readyState === 'complete' && doc.getElementById(FRAME_ROOT_ID)) return Promise.resolve(ready());
  return new Promise((resolve) => element.addEventListener('load', () => resolve(ready()), { once: true }));
}

function start(): void {
  const islands = [...document.querySelectorAll<HTMLElement>('[data-island="demo"][data-island-src]')];
  if ('IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          void hydrateIsland(entry.target as HTMLElement);
        }
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    islands.forEach((island) => observer.observe(island));
  } else {
    islands.forEach((island) => void hydrateIsland(island));
  }
  initDemoToolbars(hydrateIsland);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
