import { initDemoToolbars } from './demo-toolbar';
import type { DemoModule } from './demo-types';
import { FRAME_ROOT_ID, ISLAND_PRELOAD_ID, type IslandPreloads } from '../templates/shared/demo';

/** How far below the viewport a demo's code starts loading, so it is ready by the time it is seen. */
const NEAR_VIEWPORT = '300px 0px';

/**
 * What the reader does on a demo when about to use it. A demo whose server markup already shows it
 * hydrates then, not as it scrolls into view: hydrating a chart holds a slow phone's main thread for
 * a few hundred milliseconds, a price a reader who only reads past it should not pay. Its code was
 * fetched and compiled as it neared the viewport, so what remains is running it.
 */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'];

/**
 * Events that can reach a demo after the reader's intent and before React listens to it (while its
 * modules load and run). They are held and dispatched again once the root exists: React then
 * hydrates the demo at once and handles them, so a quick click on a header still sorts.
 */
const HELD_EVENTS = new Set(['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'dblclick', 'keydown']);

/**
 * Where the pointer is over a demo while it waits for its hydration: a component that follows the
 * pointer (a chart's tooltip, a hover highlight) listens from its effects on, after the pointer
 * arrived, and would show nothing until the next move.
 */
const POINTER_EVENTS = ['pointerover', 'pointermove', 'pointerout'];

const hydrated = new WeakMap<HTMLElement, Promise<unknown>>();
/** Per demo waiting for its intent or its hydration: the events held so far, and how to stop listening. */
const holders = new WeakMap<HTMLElement, { events: Event[]; stop?: () => void }>();
/** Per demo waiting for its hydration to commit: the last mouse pointer event over it, until it left. */
const pointers = new WeakMap<HTMLElement, { last?: PointerEvent; stop?: () => void }>();

/** Loads React, the demo's chunk and hydrates the server markup in place (once). */
export function hydrateIsland(element: HTMLElement): Promise<unknown> {
  let pending = hydrated.get(element);
  if (!pending) {
    const src = element.dataset.islandSrc!;
    pending = Promise.all([import('./hydrate-demo'), import(/* @vite-ignore */ src) as Promise<DemoModule>, frameOf(element)]).then(([{ hydrateDemo }, mod, frame]) => {
      // Markup that is replaced (see `hydrateDemo`) is not React's to handle events on: what the
      // reader did meanwhile waits for the demo's own markup.
      const replaced = element.dataset.islandReplace !== undefined;
      const focused = replaced && element.contains(element.ownerDocument.activeElement);
      const handle = hydrateDemo(element, mod, frame);
      if (!replaced) replayHeld(element);
      void handle.committed.then(() => {
        if (replaced) replayHeld(element, true);
        // The focused preview is gone: the focus goes to the demo's first stop, where Tab would have led.
        if (focused && !element.contains(element.ownerDocument.activeElement)) element.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
        const last = stopFollowing(element);
        if (last) pointAgain(element, last);
      });
      return handle;
    });
    pending.catch(() => {
      release(element);
      stopFollowing(element);
    });
    hydrated.set(element, pending);
  }
  return pending;
}

/** Stops holding `element`'s events; returns those held. */
function release(element: HTMLElement): Event[] {
  const holder = holders.get(element);
  holders.delete(element);
  holder?.stop?.();
  return holder?.events ?? [];
}

/** Stops following the pointer over `element`; returns its last event there, if it is still there. */
function stopFollowing(element: HTMLElement): PointerEvent | undefined {
  const tracked = pointers.get(element);
  pointers.delete(element);
  tracked?.stop?.();
  return tracked?.last;
}

/**
 * Dispatches again what `HELD_EVENTS` kept, now that React listens. A press the browser did not
 * finish with a click (a touch that became a scroll, a drag) is dropped: replayed alone it would
 * leave a button pressed. Once the markup was replaced (`atPoint`), a pointer's events go to what is
 * now where they happened (the live grid's header where its preview's was) and keys are dropped:
 * the element they were typed in is gone.
 */
function replayHeld(element: HTMLElement, atPoint = false): void {
  const events = release(element);
  const clicked = events.some((event) => event.type === 'click' || event.type === 'dblclick');
  for (const event of events) {
    if (!clicked && event.type !== 'keydown') continue;
    const target = atPoint ? targetAtPoint(element, event) : event.target;
    const Init = event.constructor as new (type: string, init: EventInit) => Event;
    // The original event is a valid init dictionary: its coordinates, buttons, keys and modifiers are read from it.
    target?.dispatchEvent(new Init(event.type, event));
  }
}

/** The element of the demo now under a held pointer event's point; nothing for a key or outside the demo. */
function targetAtPoint(element: HTMLElement, event: Event): EventTarget | null {
  if (!(event instanceof MouseEvent)) return null;
  const doc = (event.target as Node | null)?.ownerDocument ?? document;
  const root = element instanceof HTMLIFrameElement ? doc.body : element;
  const target = doc.elementFromPoint(event.clientX, event.clientY);
  return target && root.contains(target) ? target : null;
}

/**
 * Tells the hydrated demo where the pointer is, as the browser would at its next move: enter events
 * down to the element under it, then a move. Nothing when the pointer has left the demo meanwhile,
 * or stands over something else now.
 */
function pointAgain(element: HTMLElement, last: PointerEvent): void {
  const doc = (last.target as Node | null)?.ownerDocument ?? document;
  const root = element instanceof HTMLIFrameElement ? doc.body : element;
  const target = doc.elementFromPoint(last.clientX, last.clientY);
  if (!target || !root.contains(target)) return;
  const init: PointerEventInit = { clientX: last.clientX, clientY: last.clientY, screenX: last.screenX, screenY: last.screenY, pointerId: last.pointerId, pointerType: last.pointerType, isPrimary: last.isPrimary, view: last.view, composed: true };
  const entered: Element[] = [];
  for (let node: Element | null = target; node && root.contains(node); node = node.parentElement) entered.unshift(node);
  target.dispatchEvent(new PointerEvent('pointerover', { ...init, bubbles: true, cancelable: true }));
  for (const node of entered) node.dispatchEvent(new PointerEvent('pointerenter', init));
  target.dispatchEvent(new MouseEvent('mouseover', { ...init, bubbles: true, cancelable: true }));
  for (const node of entered) node.dispatchEvent(new MouseEvent('mouseenter', init));
  target.dispatchEvent(new PointerEvent('pointermove', { ...init, bubbles: true, cancelable: true }));
  target.dispatchEvent(new MouseEvent('mousemove', { ...init, bubbles: true, cancelable: true }));
}

/** Hydrates `element` at the reader's first intent, holding the events that come before React listens. */
function hydrateOnIntent(element: HTMLElement): void {
  const holder: { events: Event[]; stop?: () => void } = { events: [] };
  holders.set(element, holder);
  const tracked: { last?: PointerEvent; stop?: () => void } = {};
  pointers.set(element, tracked);
  const onPointer = (event: Event) => {
    if (!(event instanceof PointerEvent) || event.pointerType !== 'mouse') return;
    const root = event.currentTarget as Node;
    const left = event.type === 'pointerout' && !(event.relatedTarget instanceof Node && root.contains(event.relatedTarget));
    tracked.last = left ? undefined : event;
  };
  const onEvent = (event: Event) => {
    if (holders.get(element) !== holder) return;
    if (HELD_EVENTS.has(event.type)) {
      holder.events.push(event);
      // The click's default (following a link, toggling a checkbox) comes with the replayed one.
      if (event.type === 'click' || event.type === 'dblclick') event.preventDefault();
    }
    void hydrateIsland(element);
  };
  const types = [...new Set([...INTENT_EVENTS, ...HELD_EVENTS])];
  // An iframe demo's events happen in its own document, there once the frame has loaded.
  void (element instanceof HTMLIFrameElement ? frameOf(element).then((frame) => frame!.document) : Promise.resolve(element)).then((root) => {
    if (pointers.get(element) === tracked) {
      for (const type of POINTER_EVENTS) root.addEventListener(type, onPointer, { capture: true, passive: true });
      tracked.stop = () => POINTER_EVENTS.forEach((type) => root.removeEventListener(type, onPointer, { capture: true }));
    }
    if (holders.get(element) !== holder) return;
    for (const type of types) root.addEventListener(type, onEvent, { capture: true, passive: type === 'touchstart' });
    holder.stop = () => types.forEach((type) => root.removeEventListener(type, onEvent, { capture: true }));
  });
}

let table: IslandPreloads | null | undefined;
const preloaded = new Set<string>();

/**
 * Fetches and compiles (without running) the modules hydrating the demo of `src` will import. When
 * the main thread is idle: the demos in view at load would otherwise add their dozens of module
 * preloads to the task that starts this script, as the page is still being laid out (a long task
 * of 100 ms on a data grid page at 4x CPU throttling). All at once, in one insertion.
 */
function preload(src: string): void {
  whenIdle(() => {
    if (table === undefined) {
      const script = document.getElementById(ISLAND_PRELOAD_ID);
      table = script?.textContent ? (JSON.parse(script.textContent) as IslandPreloads) : null;
    }
    const own = table?.entries[src];
    if (!table || !own) return;
    const links = document.createDocumentFragment();
    for (const i of [...table.hydrator, ...own]) {
      const url = table.base + table.files[i]!;
      if (preloaded.has(url)) continue;
      preloaded.add(url);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = url;
      links.append(link);
    }
    document.head.append(links);
  });
}

/** Soon, in an idle moment of the main thread (Safari has no `requestIdleCallback`: the next task). */
function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 0);
}

const frames = new WeakMap<HTMLIFrameElement, Promise<{ root: HTMLElement; document: Document }>>();

/** An iframe demo hydrates inside its frame's document, once that document has loaded. */
function frameOf(element: HTMLElement): Promise<{ root: HTMLElement; document: Document } | undefined> {
  if (!(element instanceof HTMLIFrameElement)) return Promise.resolve(undefined);
  let frame = frames.get(element);
  if (!frame) frames.set(element, (frame = loadedFrame(element)));
  return frame;
}

function loadedFrame(element: HTMLIFrameElement): Promise<{ root: HTMLElement; document: Document }> {
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

/**
 * Whether the reader's density or direction differs from the server's markup (normal density, left
 * to right): only a hydrated demo takes them (`hydrateDemo`).
 */
function layoutDiffersFromServer(): boolean {
  const root = document.documentElement;
  return root.classList.contains('density-dense') || root.dir === 'rtl';
}

/**
 * Demos whose server markup is not what the reader should see (`data-island-hydrate="view"`: a data
 * grid, blank until mounted; a loading overlay until an effect fetches rows; any demo while the
 * reader's density or direction is not the server's) hydrate as they come into view; the others at
 * the reader's intent. A density or direction picked in the settings applies to every demo of the
 * page at once: those not hydrated yet hydrate then.
 */
function start(): void {
  const islands = [...document.querySelectorAll<HTMLElement>('[data-island="demo"][data-island-src]')];
  const onView = (island: HTMLElement) => island.dataset.islandHydrate === 'view' || layoutDiffersFromServer();
  islands.forEach(hydrateOnIntent);
  document.addEventListener('docs:theme-settings', () => islands.forEach((island) => void hydrateIsland(island)));
  // A pointer resting on a demo before this script ran (it arrived while the page loaded, or the page
  // reloaded under it) will send no event until it moves: being there is the reader's intent already.
  islands.filter((island) => island.matches(':hover')).forEach((island) => void hydrateIsland(island));
  if ('IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const island = entry.target as HTMLElement;
          observer.unobserve(island);
          if (onView(island)) void hydrateIsland(island);
          else preload(island.dataset.islandSrc!);
        }
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    islands.forEach((island) => observer.observe(island));
  } else {
    islands.filter(onView).forEach((island) => void hydrateIsland(island));
  }
  initDemoToolbars(hydrateIsland);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
