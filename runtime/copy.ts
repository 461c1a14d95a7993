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

/** Wires every code block's Copy button. */
export function initCopyButtons(root: ParentNode = document): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('.docs-copy');
    if (!button) return;
    const code = button.parentElement?.querySelector('pre');
    if (!code) return;
    void copyText(code.textContent ?? '').then((ok) => {
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
