import { loadListings } from './lazy-listing';

/** Cookie lifetime of the code language and styling choices: one year. */
export const CODE_COOKIE_MAX_AGE = 31536000;

export type CodeVariant = 'TS' | 'JS';
export type CodeStyling = 'system' | 'tailwind' | 'css';

function cookie(name: string): string | undefined {
  return document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`))?.[1];
}

function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${value}; path=/; max-age=${CODE_COOKIE_MAX_AGE}; samesite=lax`;
}

/** A `system-`/`tailwind-`/`css-` prefix on a `.js`/`.tsx` hash, else the cookie, else system. */
export function initialCodeStyling(hash = location.hash): CodeStyling {
  const fromHash = /\.(js|tsx)$/.test(hash) ? hash.match(/^#(system|tailwind|css)-/)?.[1] : undefined;
  const value = fromHash ?? cookie('codeStyling');
  return value === 'tailwind' || value === 'css' ? value : 'system';
}

export function currentCodeVariant(): CodeVariant {
  return document.documentElement.classList.contains('code-js') ? 'JS' : 'TS';
}

/** Shows every code block and demo of the page in the language, and remembers it for later pages. */
export function setCodeVariant(variant: CodeVariant): void {
  writeCookie('codeVariant', variant);
  document.documentElement.classList.toggle('code-js', variant === 'JS');
  if (variant === 'JS') void loadListings();
  syncCodeButtons();
}

export function setCodeStyling(styling: CodeStyling): void {
  writeCookie('codeStyling', styling);
  const root = document.documentElement;
  root.classList.remove('styling-system', 'styling-tailwind', 'styling-css');
  root.classList.add(`styling-${styling}`);
  document.dispatchEvent(new CustomEvent('docs:code-styling', { detail: styling }));
}

/** The TS/JS buttons' pressed state follows the page-wide class the head script set. */
export function syncCodeButtons(): void {
  const variant = currentCodeVariant();
  document.querySelectorAll<HTMLButtonElement>('[data-code-lang]').forEach((button) => {
    button.setAttribute('aria-pressed', String((button.dataset.codeLang === 'js') === (variant === 'JS')));
  });
}
