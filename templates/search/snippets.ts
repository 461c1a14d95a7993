import { tokenize } from './tokenize';
import { highlightRanges } from './highlight';

export interface Snippet {
  text: string;
  /** Offsets of the matched words in `text`. */
  marks: [number, number][];
}

/** About two lines of the dialog. */
const SNIPPET_CHARS = 160;
/** Text kept before the first matched word, so the snippet reads as a phrase. */
const LEAD_CHARS = 40;
const NEAR = 16;

export type TextLoader = (url: string) => Promise<string>;

const fetchText: TextLoader = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  return response.text();
};

/** The markdown twin every page has beside it (`/x/react-charts/lines.md` for `/x/react-charts/lines/`). */
export function twinUrl(base: string, route: string): string {
  const trimmed = route.replace(/\/+$/, '');
  return `${base.replace(/\/$/, '')}${trimmed === '' ? '/index.md' : `${trimmed}.md`}`;
}

/**
 * Snippets of the results shown, cut from the pages' markdown twins: the index carries no text
 * (it would double its size), and a reader sees a handful of results, whose twins are fetched once
 * each and kept. A twin that fails to load gives no snippet; the result stays as it is.
 */
export function createSnippets(base: string, lang: string, load: TextLoader = fetchText) {
  const pages = new Map<string, Promise<Map<string, string>>>();
  const sectionsOf = (route: string): Promise<Map<string, string>> => {
    let sections = pages.get(route);
    if (!sections) {
      pages.set(route, (sections = load(twinUrl(base, route)).then(sectionTexts)));
      sections.catch(() => pages.delete(route));
    }
    return sections;
  };
  /** The snippet of a page's section (`heading`, empty for the intro) around its first matched word. */
  return async (route: string, heading: string, terms: ReadonlySet<string>): Promise<Snippet | undefined> => {
    const text = (await sectionsOf(route)).get(normalise(heading));
    return text ? snippetOf(text, lang, terms) : undefined;
  };
}

/** Section heading (normalised; empty for the intro) → its prose as plain text, code blocks and tables left out. */
export function sectionTexts(markdown: string): Map<string, string> {
  const sections = new Map<string, string>();
  let heading = '';
  let lines: string[] = [];
  let fenced = false;
  const flush = () => {
    const text = lines.join(' ').replace(/\s+/g, ' ').trim();
    // The first section of a heading's name keeps it (and the title line ends an empty one).
    if (!sections.get(heading)) sections.set(heading, text);
    lines = [];
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (fenced || /^\s*\|/.test(line)) continue;
    const title = /^(#{1,3})\s+(.*)$/.exec(line);
    if (title) {
      flush();
      heading = title[1] === '#' ? '' : normalise(plain(title[2]!));
      continue;
    }
    lines.push(plain(line));
  }
  flush();
  return sections;
}

/** Markdown inline syntax → the words a reader sees. */
function plain(line: string): string {
  return line
    .replace(/<[^>]+>/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/^\s*(?:[-+>]|\d+\.)\s+/, '');
}

/** A heading as `sectionTexts` keys it: its words as a reader sees them, without case. */
export function normalise(heading: string): string {
  return plain(heading).replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Up to `chars` of `text` from a little before its first matched word, cut at word boundaries. */
export function snippetOf(text: string, lang: string, terms: ReadonlySet<string>, chars = SNIPPET_CHARS): Snippet {
  const first = tokenize(text, lang, { parts: true }).find((t) => terms.has(t.term));
  let start = Math.max(0, (first?.start ?? 0) - LEAD_CHARS);
  // Snapped to a space only when one is near: Chinese prose has none.
  const after = text.indexOf(' ', start);
  if (start > 0 && after >= 0 && after - start < NEAR) start = after + 1;
  let end = Math.min(text.length, start + chars);
  const before = text.lastIndexOf(' ', end);
  if (end < text.length && before > start && end - before < NEAR) end = before;
  const body = text.slice(start, end);
  const lead = start > 0 ? '… ' : '';
  const snippet = `${lead}${body}${end < text.length ? ' …' : ''}`;
  const marks = highlightRanges(body, lang, terms).map(([a, b]): [number, number] => [a + lead.length, b + lead.length]);
  return { text: snippet, marks };
}
