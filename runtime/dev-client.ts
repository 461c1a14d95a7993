import { applySplice, DEV_DIAGNOSTICS_ID, DEV_EVENTS_PATH, DEV_SERVED_PATH, type DevDiagnostic, type DevMessage, type DevPageUpdate } from '../templates/shared/dev';
import { showOverlay } from './dev-overlay';
import { patchDocument, patchRegion } from './dev-patch';

const SCROLL_KEY = `docs-dev-scroll:${location.pathname}`;
const RECONNECT_MS = 1000;

function reload(): void {
  sessionStorage.setItem(SCROLL_KEY, String(window.scrollY));
  location.reload();
}

/** A document as served, and parsed: the next update is a change to it. */
interface ShownDocument {
  revision: string;
  html: string;
  document: Document;
}

/** The last document applied: the next update starts from it, and it need not be parsed again. */
let applied: ShownDocument | undefined;

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** The document a revision was served as (the server keeps the last two of a route), parsed. */
async function served(revision: string): Promise<ShownDocument | undefined> {
  const response = await fetch(`${DEV_SERVED_PATH}?${new URLSearchParams({ route: location.pathname, revision })}`, { cache: 'no-store' });
  if (!response.ok) return undefined;
  const html = await response.text();
  return { revision, html, document: parse(html) };
}

/** Applies an update in place when it starts from the document shown; false when the page must reload. */
async function applyUpdate(update: DevPageUpdate, data: HTMLElement): Promise<boolean> {
  if (update.from !== data.dataset.revision) return false;
  const base = applied?.revision === update.from ? applied : await served(update.from).catch(() => undefined);
  if (!base) return false;
  const html = applySplice(base.html, update.splice);
  let next: ShownDocument;
  try {
    // Only the changed element is parsed when it can be; `base` then becomes the new document.
    if (update.region && patchRegion(document, base.document, update.region, html)) next = { revision: update.to, html, document: base.document };
    else {
      const after = parse(html);
      if (!patchDocument(document, base.document, after)) return false;
      next = { revision: update.to, html, document: after };
    }
  } catch (error) {
    // The reload that follows shows the page right whatever went wrong; the reason is worth a line.
    console.error('docs dev: could not update the page in place', error);
    return false;
  }
  applied = next;
  data.dataset.revision = update.to;
  data.textContent = JSON.stringify(update.diagnostics);
  showOverlay(update.diagnostics);
  return true;
}

/**
 * Fetches and parses the document this page was served as while the browser is idle, so that the
 * first edit's update has nothing to fetch and, when the change lies in one element, nothing but that
 * element's content to parse.
 */
function parseServedWhenIdle(data: HTMLElement): void {
  const revision = data.dataset.revision;
  if (!revision) return;
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
  idle(() => {
    void served(revision)
      .then((shown) => {
        // An update applied meanwhile brought its own document.
        if (shown && !applied && data.dataset.revision === revision) applied = shown;
      })
      // Without it, the first update fetches the document it changes.
      .catch(() => undefined);
  });
}

function start(): void {
  const saved = sessionStorage.getItem(SCROLL_KEY);
  if (saved !== null) {
    sessionStorage.removeItem(SCROLL_KEY);
    window.scrollTo(0, Number(saved));
  }
  const data = document.getElementById(DEV_DIAGNOSTICS_ID);
  showOverlay(data?.textContent ? (JSON.parse(data.textContent) as DevDiagnostic[]) : []);
  if (data) parseServedWhenIdle(data);
  const handle = async (message: DevMessage) => {
    if (message.type === 'reload') {
      if (message.routes !== 'all' && !message.routes.includes(location.pathname)) return;
      const update = message.routes === 'all' ? undefined : message.updates?.find((u) => u.route === location.pathname);
      if (!update || !data || !(await applyUpdate(update, data))) reload();
    } else if (message.type === 'css') {
      document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href*="/static/docs."]').forEach((link) => (link.href = message.href));
    } else {
      showOverlay(message.diagnostics);
    }
  };
  // One message at a time, in order: an update may wait for the document it changes.
  let handling = Promise.resolve();
  const onMessage = (event: MessageEvent<string>) => {
    const message = JSON.parse(event.data) as DevMessage;
    handling = handling.then(() => handle(message)).catch((error: unknown) => console.error('docs dev: could not handle a message from the server', error));
  };
  // The page says which document it shows: the server reloads it if that is no longer current (an edit
  // made while it was loading, or while the connection was down).
  const connect = () => {
    const query = new URLSearchParams({ route: location.pathname });
    if (data?.dataset.revision) query.set('revision', data.dataset.revision);
    const events = new EventSource(`${DEV_EVENTS_PATH}?${query}`);
    events.onmessage = onMessage;
    events.onerror = () => {
      // Reconnected by hand, so that the query names the revision shown now, after in-place updates.
      events.close();
      setTimeout(connect, RECONNECT_MS);
    };
  };
  connect();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
