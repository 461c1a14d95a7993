import { loadListings } from './lazy-listing';

/** How long a code block's button says "Copied". */
export const CODE_COPIED_MS = 2000;

/** Copies text; clipboard errors are swallowed (a denied permission must not break the page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The code of a block as it is after the change it shows: a diff's removed lines (with their line
 * breaks) and its `+`/`-` signs are left out.
 */
export function copiedText(pre: Element): string {
  if (!pre.querySelector('del.line, [data-nocopy]')) return pre.textContent ?? '';
  const copy = pre.cloneNode(true) as Element;
  copy.querySelectorAll('del.line').forEach((line) => {
    const next = line.nextSibling;
    if (next?.nodeType === Node.TEXT_NODE && next.textContent?.startsWith('\n')) next.textContent = next.textContent.slice(1);
    line.remove();
  });
  copy.querySelectorAll('[data-nocopy]').forEach((sign) => sign.remove());
  return copy.textContent ?? '';
}

/** Wires every code block's Copy button. */
export function initCopyButtons(root: ParentNode = document): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('.docs-copy');
    if (!button) return;
    const code = button.parentElement?.querySelector('pre');
    if (!code) return;
    void loadListings(code)
      .then(() => copyText(copiedText(code)))
      .then((ok) => {
        if (!ok) return;
        const label = button.textContent;
        button.textContent = button.dataset.copiedLabel ?? 'Copied';
        button.dataset.copied = '';
        window.setTimeout(() => {
          button.textContent = label;
          delete button.dataset.copied;
        }, CODE_COPIED_MS);
      });
  });
}

/**
 * Ctrl/⌘+C over a hovered or focused code block copies the whole block, but only when nothing is
 * selected (the reader's own selection always wins) and neither Shift nor Alt is held.
 */
export function initCopyShortcut(): void {
  let current: HTMLElement | null = null;
  const track = (event: Event) => {
    current = (event.target as Element | null)?.closest?.<HTMLElement>('.docs-code') ?? null;
  };
  document.addEventListener('pointerover', track);
  document.addEventListener('focusin', track);
  document.addEventListener('pointerout', (event) => {
    if (!current?.contains(event.relatedTarget as Node | null)) current = null;
  });
  document.addEventListener('keydown', (event) => {
    if (!current || event.key.toLowerCase() !== 'c' || !(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return;
    const selection = window.getSelection();
    if (selection && !selection.isCollapsed && selection.toString() !== '') return;
    const field = document.activeElement as HTMLInputElement | HTMLTextAreaElement | null;
    if (field && 'selectionStart' in field && field.selectionStart !== field.selectionEnd) return;
    current.querySelector<HTMLButtonElement>('.docs-copy')?.click();
  });
}

/**
 * Wires the "Copy page" button beside the title: it copies the page's markdown twin, the document
 * the head announces as `<link rel="alternate" type="text/markdown">`.
 */
export function initCopyPageMarkdown(root: ParentNode = document): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('[data-copy-markdown]');
    const href = document.querySelector<HTMLLinkElement>('link[rel="alternate"][type="text/markdown"]')?.href;
    if (!button || !href) return;
    // The clipboard write must start inside the click: Safari refuses one that waits for a fetch, and
    // takes a ClipboardItem whose text is still a promise instead.
    const text = fetch(href).then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))));
    const written =
      typeof ClipboardItem === 'function' && ClipboardItem.supports?.('text/plain') !== false
        ? navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) })]).then(() => true, () => text.then(copyText, () => false))
        : text.then(copyText, () => false);
    void written.then((ok) => {
      if (!ok) return;
      const label = button.querySelector('span') ?? button;
      const original = label.textContent;
      label.textContent = button.dataset.copiedLabel ?? 'Copied';
      window.setTimeout(() => (label.textContent = original), CODE_COPIED_MS);
    });
  });
}
