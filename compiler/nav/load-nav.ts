import path from 'node:path';
import { NAV_CHIPS, type NavEntry } from '../../templates/shared/nav';
import { loadTsModule } from '../config/load-ts-module';
import { diagnostic, positionAt, type Diagnostic } from '../helpers/diagnostics';
import { declaredEntryKeys } from './nav-entry-type';
import { MUI_NAV_ICONS, renderNavIcon } from './nav-icons';
import { createNavLocator, type NavLocator } from './nav-locator';
import { readText } from '../helpers/text-files';

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
  const diagnostics = validateNavShape(loaded.value, source, display, () => declaredEntryKeys(file, source));
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };
  return { nav: { entries: plainEntries(loaded.value as NavEntry[], file, source, display, diagnostics), file: display, source }, diagnostics };
}

const BOOLEAN_KEYS = [...NAV_CHIPS, 'inSideNav', 'disableDrawer'] as const;
const STRING_KEYS = ['title', 'subheader'] as const;
const OBJECT_KEYS = ['query', 'linkProps'] as const;
const PLANS = ['pro', 'premium', 'community'];
/** The keys of `NavEntry`, which are MUI's (`MuiPage`). */
const KNOWN_KEYS = new Set(['pathname', 'children', 'plan', 'icon', 'scopePathnames', ...BOOLEAN_KEYS, ...STRING_KEYS, ...OBJECT_KEYS]);

/**
 * Checks the runtime shape of the tree, since a `.ts` file may still export anything (it is bundled,
 * not type-checked). A key the compiler does not know is an error unless the entries' own type
 * declares it (`declaredKeys`, read only then).
 */
export function validateNavShape(value: unknown, source: string, display: string, declaredKeys: () => ReadonlySet<string> = () => new Set()): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  let declared: ReadonlySet<string> | undefined;
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
        if (!KNOWN_KEYS.has(key) && !(declared ??= declaredKeys()).has(key)) {
          diagnostics.push(diagnostic('nav-unknown-key', 'error', display, at(key), `Navigation entry "${pathname}" has an unknown key "${key}".`, `Known keys: ${[...KNOWN_KEYS].join(', ')}.`));
        }
      }
      for (const { key, message, hint } of valueProblems(e, pathname)) diagnostics.push(diagnostic('nav-invalid', 'error', display, at(key), message, hint));
      if ('children' in e) {
        if (Array.isArray(e.children)) visit(e.children, path, `"${pathname}"`);
        else diagnostics.push(diagnostic('nav-invalid', 'error', display, at('children'), `"children" of "${pathname}" must be an array, not ${describe(e.children)}.`, "Write children: [{ pathname: '/route/' }, …]."));
      }
    });
  };
  visit(value, [], 'the navigation');
  return diagnostics;
}

/** What is wrong with the values of an entry's known keys, in the order of the checks (its unknown keys and children are checked apart). */
function valueProblems(e: Record<string, unknown>, pathname: string): { key: string; message: string; hint: string }[] {
  const problems: { key: string; message: string; hint: string }[] = [];
  const problem = (key: string, message: string, hint: string) => ({ key, message, hint });
  for (const key of BOOLEAN_KEYS) {
    if (key in e && typeof e[key] !== 'boolean') {
      problems.push(problem(key, `"${key}" of "${pathname}" must be a boolean, not ${describe(e[key])}.`, `Write ${key}: true, or remove it.`));
    }
  }
  for (const key of STRING_KEYS) {
    if (key in e && typeof e[key] !== 'string') {
      problems.push(problem(key, `"${key}" of "${pathname}" must be a string, not ${describe(e[key])}.`, `Write ${key}: 'Some text'.`));
    }
  }
  for (const key of OBJECT_KEYS) {
    if (key in e && (typeof e[key] !== 'object' || e[key] === null || Array.isArray(e[key]))) {
      problems.push(problem(key, `"${key}" of "${pathname}" must be an object, not ${describe(e[key])}.`, `Write ${key}: { … }, or remove it.`));
    }
  }
  if ('plan' in e && !PLANS.includes(e.plan as string)) {
    problems.push(problem('plan', `"plan" of "${pathname}" must be 'pro' or 'premium', not ${describe(e.plan)}.`, "Write plan: 'pro' or plan: 'premium', or remove it for a free page."));
  }
  if ('icon' in e && !(typeof e.icon === 'function' || (typeof e.icon === 'object' && e.icon !== null) || (typeof e.icon === 'string' && e.icon in MUI_NAV_ICONS))) {
    problems.push(problem('icon', `"icon" of "${pathname}" must be a React component or one of MUI's icon names, not ${describe(e.icon)}.`, `Import an icon (import BookIcon from '@mui/icons-material/Book') and write icon: BookIcon, or write one of ${Object.keys(MUI_NAV_ICONS).map((n) => `'${n}'`).join(', ')}.`));
  }
  if ('scopePathnames' in e && !(Array.isArray(e.scopePathnames) && e.scopePathnames.every((p) => typeof p === 'string'))) {
    problems.push(problem('scopePathnames', `"scopePathnames" of "${pathname}" must be an array of paths, not ${describe(e.scopePathnames)}.`, "Write scopePathnames: ['/components/'], or remove it."));
  }
  return problems;
}

/** Link attributes that a static link may carry: text, not handlers, styles or the link's own target. */
const LINK_ATTRIBUTE = /^(?!on[A-Z]|href$|children$|style$|sx$|ref$|key$|dangerouslySetInnerHTML$)[a-zA-Z][\w-]*$/;

/**
 * The entries as plain data, which the build may copy, store and hand to other threads: an icon is
 * rendered to its SVG markup (one that cannot be is a `nav-icon` warning and left out), link
 * attributes keep their text values, and a query its text.
 */
function plainEntries(entries: NavEntry[], file: string, source: string, display: string, diagnostics: Diagnostic[], trail: number[] = []): NavEntry[] {
  return entries.map((entry, i) => {
    const { icon, linkProps, query, children, ...rest } = entry;
    const plain: NavEntry = { ...rest };
    if (icon !== undefined) {
      try {
        plain.iconMarkup = renderNavIcon(icon, file);
      } catch (error) {
        let where;
        try {
          where = createNavLocator(source, display).key([...trail, i], 'icon');
        } catch {
          where = undefined;
        }
        diagnostics.push(diagnostic('nav-icon', 'warning', display, where ?? locatePathname(source, entry.pathname, 0), `The icon of navigation entry "${entry.pathname}" cannot be rendered: ${(error as Error).message.split('\n')[0]}`, "The entry is shown without it. Use a React component that renders an <svg> (an @mui/icons-material icon), installed beside the docs, or remove the icon."));
      }
    }
    if (linkProps) plain.linkProps = textValues(linkProps, (key) => LINK_ATTRIBUTE.test(key));
    if (query) plain.query = textValues(query, () => true);
    if (children) plain.children = plainEntries(children, file, source, display, diagnostics, [...trail, i]);
    return plain;
  });
}

function textValues(values: Record<string, unknown>, keep: (key: string) => boolean): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (keep(key) && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) text[key] = String(value);
  return text;
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
