import { tokenize } from '../../templates/search/tokenize';

/** Characters of a snippet: about two lines of an assistant's answer. */
const SNIPPET_LENGTH = 240;
/** How much of the text before the first matched word a snippet keeps. */
const LEAD = 60;

/** Markdown inline syntax as plain text: link and image targets, emphasis, code ticks and HTML tags go. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*_]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A heading as the search index has it (the text of the HTML heading), compared without case. */
export function headingKey(heading: string): string {
  return plainText(heading).toLowerCase();
}

/**
 * A twin's prose by section: `''` for the text under the title, then each `##`/`###` heading's. Code
 * fences (the demos' sources) and table rules are left out, as the search index leaves them out.
 */
export function twinSections(markdown: string): Map<string, string> {
  const sections = new Map<string, string[]>([['', []]]);
  let current = sections.get('')!;
  let fence: string | undefined;
  for (const line of markdown.split(/\r?\n/)) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    const heading = /^#{2,3}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const key = headingKey(heading[1]!);
      if (!sections.has(key)) sections.set(key, []);
      current = sections.get(key)!;
      continue;
    }
    if (/^#\s/.test(line) || /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/.test(line)) continue;
    current.push(line.replace(/^\s*(>\s*)+/, '').replace(/\|/g, ' '));
  }
  return new Map([...sections].map(([key, lines]) => [key, plainText(lines.join(' '))]));
}

/** About `SNIPPET_LENGTH` characters of `text` from a little before its first word matching `terms`, cut at spaces. */
export function snippetOf(text: string, lang: string, terms: ReadonlySet<string>): string {
  if (text.length <= SNIPPET_LENGTH) return text;
  const first = tokenize(text, lang, { parts: true }).find((token) => terms.has(token.term))?.start ?? 0;
  let start = Math.max(0, first - LEAD);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
