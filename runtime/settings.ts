import { readColorMode, setColorMode, type ColorMode } from './color-mode';
import { applyLayoutSettings, readLayoutSettings, themeReducer, type ThemeAction, type ThemeSettings } from './theme-settings';

interface Option<T extends string> {
  value: T;
  label: string;
}

/**
 * The settings drawer opened by the app bar's settings button: colour mode (light, system, dark),
 * direction (left to right, right to left) and density (dense, normal, reset). Labels come from the
 * button's data attributes, which the server fills from the translations.
 */
export function initSettings(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-settings-open]');
  if (!button) return;
  let dialog: HTMLDialogElement | undefined;
  button.addEventListener('click', () => {
    dialog ??= buildDialog(button);
    sync(dialog);
    dialog.showModal();
  });
}

function currentSettings(): ThemeSettings {
  const layout = readLayoutSettings();
  return { ...layout, paletteMode: document.documentElement.classList.contains('mode-dark') ? 'dark' : 'light' };
}

/** Runs a theme action; unchanged results are ignored, as the specification asks. */
export function dispatchThemeAction(action: ThemeAction): void {
  const before = currentSettings();
  const after = themeReducer(before, action);
  if (after === before) return;
  if (after.paletteMode !== before.paletteMode) setColorMode(after.paletteMode);
  if (after.dense !== before.dense || after.direction !== before.direction) applyLayoutSettings({ dense: after.dense, direction: after.direction });
}

function sync(dialog: HTMLDialogElement): void {
  const layout = readLayoutSettings();
  const values: Record<string, string> = { mode: readColorMode(), direction: layout.direction, density: layout.dense ? 'dense' : 'normal' };
  dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]').forEach((input) => {
    input.checked = values[input.name.replace('docs-', '')] === input.value;
  });
}

function group<T extends string>(name: string, legendText: string, options: Option<T>[], onChange: (value: T) => void): HTMLFieldSetElement {
  const fieldset = document.createElement('fieldset');
  const legend = document.createElement('legend');
  legend.textContent = legendText;
  fieldset.append(legend);
  for (const option of options) {
    const label = document.createElement('label');
    const input = document.createElement('input');
    input.type = 'radio';
    input.name = `docs-${name}`;
    input.value = option.value;
    input.addEventListener('change', () => onChange(option.value));
    label.append(input, ` ${option.label}`);
    fieldset.append(label);
  }
  return fieldset;
}

function buildDialog(button: HTMLElement): HTMLDialogElement {
  const l = button.dataset;
  const dialog = document.createElement('dialog');
  dialog.className = 'docs-settings';
  dialog.setAttribute('aria-label', l.title ?? 'Settings');
  const form = document.createElement('form');
  form.method = 'dialog';
  const heading = document.createElement('h2');
  heading.textContent = l.title ?? 'Settings';
  const modes: Option<ColorMode>[] = [
    { value: 'light', label: l.light ?? 'Light' },
    { value: 'system', label: l.system ?? 'System' },
    { value: 'dark', label: l.dark ?? 'Dark' },
  ];
  const reset = document.createElement('button');
  reset.type = 'button';
  reset.textContent = l.resetDensity ?? 'Reset density';
  reset.dataset.settingsReset = '';
  reset.addEventListener('click', () => {
    dispatchThemeAction({ type: 'RESET_DENSITY' });
    sync(dialog);
  });
  const close = document.createElement('button');
  close.textContent = l.close ?? 'Close';
  form.append(
    heading,
    group('mode', l.mode ?? 'Mode', modes, (mode) => setColorMode(mode)),
    group('direction', l.direction ?? 'Direction', [
      { value: 'ltr', label: l.ltr ?? 'Left to right' },
      { value: 'rtl', label: l.rtl ?? 'Right to left' },
    ], (direction) => dispatchThemeAction({ type: 'CHANGE', payload: { direction } })),
    group('density', l.density ?? 'Density', [
      { value: 'normal', label: l.normal ?? 'Normal' },
      { value: 'dense', label: l.dense ?? 'Dense' },
    ], (density) => dispatchThemeAction({ type: 'SET_DENSE', payload: density === 'dense' })),
    reset,
    close,
  );
  dialog.append(form);
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  document.body.append(dialog);
  return dialog;
}
