import { DEV_DIAGNOSTICS_ID, DEV_EVENTS_PATH, DEV_SERVED_PATH, type DevDiagnostic, type DevMessage, type DevPageUpdate } from '../templates/shared/dev';
import { showOverlay } from './dev-overlay';
import { patchDocument } from './dev-patch';

const SCROLL_KEY = `docs-dev-scroll:${location.pathname}`;
const RECONNECT_MS = 1000;

function reload(): void {
  sessionStorage.setItem(SCROLL_KEY, String(window.scrollY));
  location.reload();
}

/** The last document applied, parsed: the next update starts from it, and it need not be parsed again. */
let applied: { revision: string; document: Document } | undefined;

/** Applies an update in place when it starts from the document shown; false when the page must reload. */
function applyUpdate(update: DevPageUpdate, data: HTMLElement): boolean {
  if (update.from !== data.dataset.revision) return false;
  const parser = new DOMParser();
  const before = applied?.revision === update.from ? applied.document : parser.parseFromString(update.before, 'text/html');
  const after = parser.parseFromString(update.after, 'text/html');
  try {
    if (!patchDocument(document, before, after)) return false;
  } catch (error) {
    // The reload that follows shows the page right whatever went wrong; the reason is worth a line.
    console.error('docs dev: could not update the page in place', error);
    return false;
  }
  applied = { revision: update.to, document: after };
  data.dataset.revision = update.to;
  data.textContent = JSON.stringify(update.diagnostics);
  showOverlay(update.diagnostics);
  return true;
}

/**
 * Parses the document this page was served as while the browser is idle, so that the first edit's
 * update has one document to parse, not two (on a page with many demos each parse takes ~10 ms).
 */
function parseServedWhenIdle(data: HTMLElement): void {
  const revision = data.dataset.revision;
  if (!revision) return;
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
  idle(() => {
    void fetch(`${DEV_SERVED_PATH}?${new URLSearchParams({ route: location.pathname, revision })}`, { cache: 'no-store' })
      .then((response) => (response.ok ? response.text() : undefined))
      .then((html) => {
        // An update applied meanwhile brought its own document.
        if (html === undefined || applied || data.dataset.revision !== revision) return;
        applied = { revision, document: new DOMParser().parseFromString(html, 'text/html') };
      })
      // Without it, the first update parses the document it is sent.
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
  const onMessage = (event: MessageEvent<string>) => {
    const message = JSON.parse(event.data) as DevMessage;
    if (message.type === 'reload') {
      if (message.routes !== 'all' && !message.routes.includes(location.pathname)) return;
      const update = message.routes === 'all' ? undefined : message.updates?.find((u) => u.route === location.pathname);
      if (!update || !data || !applyUpdate(update, data)) reload();
    } else if (message.type === 'css') {
      document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href*="/static/docs."]').forEach((link) => (link.href = message.href));
    } else {
      showOverlay(message.diagnostics);
    }
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
