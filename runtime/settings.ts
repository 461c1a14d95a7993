import { readColorMode, setColorMode, type ColorMode } from './color-mode';

/**
 * The settings button opens a dialog to choose the colour mode (light, system, dark).
 * Labels come from the button's data attributes, which the server fills from the translations.
 */
export function initSettings(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-settings-open]');
  if (!button) return;
  let dialog: HTMLDialogElement | undefined;
  button.addEventListener('click', () => {
    dialog ??= buildDialog(button);
    dialog.querySelectorAll<HTMLInputElement>('input[name="docs-mode"]').forEach((input) => {
      input.checked = input.value === readColorMode();
    });
    dialog.showModal();
  });
}

function buildDialog(button: HTMLElement): HTMLDialogElement {
  const labels = button.dataset;
  const dialog = document.createElement('dialog');
  dialog.className = 'docs-settings';
  dialog.setAttribute('aria-label', labels.title ?? 'Settings');
  const modes: [ColorMode, string][] = [
    ['light', labels.light ?? 'Light'],
    ['system', labels.system ?? 'System'],
    ['dark', labels.dark ?? 'Dark'],
  ];
  const form = document.createElement('form');
  form.method = 'dialog';
  const heading = document.createElement('h2');
  heading.textContent = labels.title ?? 'Settings';
  const fieldset = document.createElement('fieldset');
  const legend = document.createElement('legend');
  legend.textContent = labels.mode ?? 'Mode';
  fieldset.append(legend);
  for (const [value, text] of modes) {
    const label = document.createElement('label');
    const input = document.createElement('input');
    input.type = 'radio';
    input.name = 'docs-mode';
    input.value = value;
    input.addEventListener('change', () => setColorMode(value));
    label.append(input, ` ${text}`);
    fieldset.append(label);
  }
  const close = document.createElement('button');
  close.textContent = labels.close ?? 'Close';
  form.append(heading, fieldset, close);
  dialog.append(form);
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  document.body.append(dialog);
  return dialog;
}
