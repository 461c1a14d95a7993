import { COLOR_MODE_STORAGE_KEY } from '../templates/document';

export type ColorMode = 'system' | 'light' | 'dark';

const THEME_COLORS = { light: '#ffffff', dark: '#101418' } as const;

export function readColorMode(): ColorMode {
  try {
    const stored = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

const systemDark = () => window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;

/** Applies a mode: classes on `<html>` and `<body>`, `color-scheme`, and the theme-color meta tag. */
export function applyColorMode(mode: ColorMode): 'light' | 'dark' {
  const effective = mode === 'dark' || (mode === 'system' && systemDark()) ? 'dark' : 'light';
  for (const el of [document.documentElement, document.body]) {
    el.classList.remove('mode-light', 'mode-dark');
    el.classList.add(`mode-${effective}`);
  }
  document.documentElement.style.colorScheme = effective;
  document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[effective]);
  return effective;
}

export function setColorMode(mode: ColorMode): void {
  try {
    if (mode === 'system') localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
    else localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Storage can be disabled; the choice then lasts for this page only.
  }
  applyColorMode(mode);
}

/** While the mode is "system", follow the operating system live. */
export function followSystemColorMode(): void {
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (readColorMode() === 'system') applyColorMode('system');
  });
}
