import type { NavNode } from '../../templates/shared/nav';
import { twinRoute } from './twin-path';

/** What the lists say of a page: its title and description, as its HTML has them. */
export interface LlmsPage {
  route: string;
  title?: string;
  description?: string;
}

export interface LlmsInput {
  /** The site's title: the heading of `llms.txt`. */
  title: string;
  /** The summary under the heading; the first page's description when the config has none. */
  summary?: string;
  /** The navigation of the default language, in drawer order. */
  roots: readonly NavNode[];
  /** Every page of the default language by route. */
  pages: ReadonlyMap<string, LlmsPage>;
  /** Prefix the site is served under. */
  base: string;
}

export interface LlmsSection {
  title: string;
  /** The section's own `llms.txt` goes in this route's folder. */
  route: string;
  pages: LlmsPage[];
}

export interface LlmsFile {
  /** Route of the file, e.g. `/x/llms.txt`. */
  route: string;
  content: string;
}

/** Pages under a node in drawer order: its own page first, then its descendants'. */
function pagesUnder(node: NavNode, pages: ReadonlyMap<string, LlmsPage>, into: LlmsPage[] = []): LlmsPage[] {
  if (node.external) return into;
  const own = !node.group ? pages.get(node.pathname) : undefined;
  if (own) into.push(own);
  for (const child of node.children) pagesUnder(child, pages, into);
  return into;
}

/**
 * The navigation's top-level groups as sections (a product each on MUI X); top-level pages outside
 * a group are gathered in sections of their own, in place.
 */
export function llmsSections(roots: readonly NavNode[], pages: ReadonlyMap<string, LlmsPage>): LlmsSection[] {
  const underRoots = roots.map((root) => pagesUnder(root, pages));
  const rootFolder = commonFolder(underRoots.flat().map((page) => page.route));
  const sections: LlmsSection[] = [];
  let loose: LlmsPage[] = [];
  const flush = () => {
    if (loose.length) sections.push({ title: 'Pages', route: commonFolder(loose.map((p) => p.route)), pages: loose });
    loose = [];
  };
  for (const [i, root] of roots.entries()) {
    const under = underRoots[i]!;
    if (under.length === 0) continue;
    if (!root.group) {
      loose.push(...under);
      continue;
    }
    flush();
    const unique = [...new Map(under.map((page) => [page.route, page])).values()];
    sections.push({ title: root.title, route: sectionFolder(unique.map((page) => page.route), rootFolder), pages: unique });
  }
  flush();
  return sections;
}

/**
 * Where a section's own `llms.txt` goes: the folder its pages share (`/x/migration/`), the parent of
 * a lone page's folder, or, when that is the site's own folder (guides and API pages of a product
 * share only `/x/`), its first page's folder (`/x/react-data-grid/`).
 */
function sectionFolder(routes: readonly string[], rootFolder: string): string {
  const shared = routes.length === 1 ? routes[0]!.replace(/[^/]+\/$/, '') : commonFolder(routes);
  return shared.length > rootFolder.length ? shared : routes[0]!;
}

/** The deepest folder every route is in: `/x/` for MUI X, `/` for a site at its root. */
export function commonFolder(routes: readonly string[]): string {
  if (routes.length === 0) return '/';
  // The routes' common prefix, cut after its last slash: compared as text, not as lists of segments.
  let shared = routes[0]!.length;
  for (const route of routes) {
    const first = routes[0]!;
    let i = 0;
    while (i < shared && i < route.length && route.charCodeAt(i) === first.charCodeAt(i)) i += 1;
    shared = i;
  }
  const prefix = routes[0]!.slice(0, shared);
  const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
  return folder.startsWith('/') ? folder : '/';
}

function entry(page: LlmsPage, base: string): string {
  const title = (page.title ?? page.route).replace(/[[\]]/g, '\\$&');
  return `- [${title}](${base}${twinRoute(page.route)})${page.description ? `: ${oneLine(page.description)}` : ''}`;
}

/** `text` on one line, runs of white space as one space: most descriptions are already, and are returned as they are. */
function oneLine(text: string): string {
  return /[^\S ]| {2}|^ | $/.test(text) ? text.replace(/\s+/g, ' ').trim() : text;
}

/** Each page's line, made once: a page is listed in the root's `llms.txt` and in its section's. */
type Entries = (page: LlmsPage) => string;

function list(title: string, summary: string | undefined, sections: readonly LlmsSection[], entryOf: Entries): string {
  const parts = [`# ${title}`];
  if (summary) parts.push(`> ${oneLine(summary)}`);
  for (const section of sections) parts.push(`## ${section.title}\n\n${section.pages.map(entryOf).join('\n')}`);
  return `${parts.join('\n\n')}\n`;
}

/**
 * `llms.txt` (llmstxt.org) at the deepest folder holding every page, and one per section in its
 * folder: a title, a summary and, per section, a link to each page's markdown twin with its description.
 */
export function llmsLists(input: LlmsInput): { root: LlmsFile; sections: LlmsFile[]; order: LlmsPage[] } {
  const base = input.base.replace(/\/$/, '');
  const sections = llmsSections(input.roots, input.pages);
  const order = [...new Map(sections.flatMap((section) => section.pages).map((page) => [page.route, page])).values()];
  const summary = input.summary ?? order.find((page) => page.description)?.description;
  const lines = new Map<LlmsPage, string>();
  const entryOf: Entries = (page) => {
    let line = lines.get(page);
    if (line === undefined) lines.set(page, (line = entry(page, base)));
    return line;
  };
  const root = { route: `${commonFolder(order.map((page) => page.route))}llms.txt`, content: list(input.title, summary, sections, entryOf) };
  const perSection = sections
    .filter((section) => `${section.route}llms.txt` !== root.route)
    .map((section) => ({ route: `${section.route}llms.txt`, content: list(`${input.title}: ${section.title}`, section.pages[0]?.description, [section], entryOf) }));
  return { root, sections: perSection, order };
}

/** What stands between two pages in `llms-full.txt`. */
export const LLMS_FULL_SEPARATOR = '\n---\n\n';

/** One page of `llms-full.txt`: a line naming its twin, then the twin. */
export function llmsFullEntry(page: LlmsPage, markdown: string, base: string): string {
  return `<!-- Source: ${base.replace(/\/$/, '')}${twinRoute(page.route)} -->\n\n${markdown.trimEnd()}\n`;
}
