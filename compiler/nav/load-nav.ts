import path from 'node:path';
import type { NavEntry } from '../../templates/shared/nav';
import { loadTsModule } from '../config/load-ts-module';
import { diagnostic, positionAt, type Diagnostic } from '../diagnostics';
import { createNavLocator, type NavLocator } from './nav-locator';
import { readText } from '../site/text-files';

export const NAV_FILE = 'pages.ts';

export interface LoadedNav {
  entries: NavEntry[];
  file: string;
  source: string;
}

/**
 * Loads `content/pages.ts` (or the layout's `navFile`); `undefined` when the site has none and the nav
 * is derived. `limitSeconds`: how long it may take to evaluate (the config's `renderTimeout`).
 */
export async function loadNav(
  contentDir: string,
  cacheDir: string,
  navFile = NAV_FILE,
  limitSeconds?: number,
): Promise<{ nav?: LoadedNav; diagnostics: Diagnostic[] }> {
  const file = path.join(contentDir, navFile);
  let source: string;
  try {
    source = await readText(file);
  } catch {
    return { diagnostics: [] };
  }
  const display = path.relative(process.cwd(), file);
  const loaded = await loadTsModule<unknown>(file, display, cacheDir, limitSeconds);
  if (!loaded.ok) return { diagnostics: loaded.diagnostics };
  const diagnostics = validateNavShape(loaded.value, source, display);
  if (diagnostics.length) return { diagnostics };
  return { nav: { entries: loaded.value as NavEntry[], file: display, source }, diagnostics };
}

const BOOLEAN_KEYS = ['planned', 'newFeature', 'unstable'] as const;
const STRING_KEYS = ['title', 'subheader'] as const;
const KNOWN_KEYS = new Set(['pathname', 'children', 'plan', ...BOOLEAN_KEYS, ...STRING_KEYS]);

/** Checks the runtime shape of the tree, since a `.ts` file may still export anything (it is bundled, not type-checked). */
export function validateNavShape(value: unknown, source: string, display: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  let locator: NavLocator | undefined;
  const locate = () => {
    try {
      locator ??= createNavLocator(source, display);
    } catch {
      locator = { exported: () => undefined, entry: () => undefined, key: () => undefined };
    }
    return locator;
  };
  if (!Array.isArray(value)) {
    return [
      diagnostic(
        'nav-invalid',
        'error',
        display,
        locate().exported() ?? { line: 1, column: 1 },
        `${display} must export an array of pages by default, not ${describe(value)}.`,
        "Write export default [{ pathname: '/route/', title: 'Title' }, …].",
      ),
    ];
  }
  const visit = (entries: unknown[], trail: number[], parent: string) => {
    entries.forEach((entry, i) => {
      const path = [...trail, i];
      if (typeof entry !== 'object' || entry === null || typeof (entry as NavEntry).pathname !== 'string') {
        diagnostics.push(
          diagnostic(
            'nav-invalid',
            'error',
            display,
            locate().entry(path) ?? { line: 1, column: 1 },
            `Navigation entry ${i + 1} of ${parent} has no "pathname" string.`,
            "Every entry needs a pathname: { pathname: '/route/', title: 'Title' }.",
          ),
        );
        return;
      }
      const e = entry as Record<string, unknown>;
      const pathname = e.pathname as string;
      const at = (key: string) => locate().key(path, key) ?? locatePathname(source, pathname, 0);
      for (const key of Object.keys(e)) {
        if (!KNOWN_KEYS.has(key)) {
          diagnostics.push(diagnostic('nav-unknown-key', 'error', display, at(key), `Navigation entry "${pathname}" has an unknown key "${key}".`, `Known keys: ${[...KNOWN_KEYS].join(', ')}.`));
        }
      }
      for (const key of BOOLEAN_KEYS) {
        if (key in e && typeof e[key] !== 'boolean') {
          diagnostics.push(diagnostic('nav-invalid', 'error', display, at(key), `"${key}" of "${pathname}" must be a boolean, not ${describe(e[key])}.`, `Write ${key}: true, or remove it.`));
        }
      }
      for (const key of STRING_KEYS) {
        if (key in e && typeof e[key] !== 'string') {
          diagnostics.push(diagnostic('nav-invalid', 'error', display, at(key), `"${key}" of "${pathname}" must be a string, not ${describe(e[key])}.`, `Write ${key}: 'Some text'.`));
        }
      }
      if ('plan' in e && e.plan !== 'pro' && e.plan !== 'premium') {
        diagnostics.push(diagnostic('nav-invalid', 'error', display, at('plan'), `"plan" of "${pathname}" must be 'pro' or 'premium', not ${describe(e.plan)}.`, "Write plan: 'pro' or plan: 'premium', or remove it for a free page."));
      }
      if ('children' in e) {
        if (Array.isArray(e.children)) visit(e.children, path, `"${pathname}"`);
        else diagnostics.push(diagnostic('nav-invalid', 'error', display, at('children'), `"children" of "${pathname}" must be an array, not ${describe(e.children)}.`, "Write children: [{ pathname: '/route/' }, …]."));
      }
    });
  };
  visit(value, [], 'the navigation');
  return diagnostics;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value).replace(/^"|"$/g, "'");
  if (typeof value === 'object') return 'an object';
  return typeof value === 'undefined' ? 'undefined' : `${typeof value} ${String(value)}`;
}

/** Position of the `occurrence`-th (0-based) string literal equal to `pathname` in the nav source. */
export function locatePathname(source: string, pathname: string, occurrence: number): { line: number; column: number } {
  const escaped = pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(['"\`])${escaped}\\1`, 'g');
  let match: RegExpExecArray | null;
  let seen = 0;
  while ((match = pattern.exec(source)) !== null) {
    if (seen === occurrence) return positionAt(source, match.index);
    seen += 1;
  }
  return { line: 1, column: 1 };
}
