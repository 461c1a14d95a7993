import { diagnostic, type Diagnostic } from '../helpers/diagnostics';

/** A page over this many UTF-8 bytes is refused: the largest MUI X page is under 100 KB. */
export const MAX_PAGE_BYTES = 1024 * 1024;
/** Nested block quotes, list levels and callouts together. The parser slows down quadratically with depth. */
export const MAX_NESTING = 32;
/** Nested raw HTML elements; deeper trees overflow the stack of the HTML stages. */
export const MAX_HTML_NESTING = 256;
/** `*`, `_` and `~` runs in one paragraph; emphasis resolution is quadratic in their number. */
export const MAX_DELIMITER_RUNS = 500;

const FENCE = /^([ \t>]*)(`{3,}|~{3,})/;
const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;
const DIRECTIVE_OPEN = /^:{3,}[a-zA-Z]/;
const DIRECTIVE_CLOSE = /^:{3,}[ \t]*$/;
/** Elements whose end tag HTML lets authors omit; they do not nest when left open. */
const OPTIONAL_END = new Set(['p', 'li', 'dt', 'dd', 'td', 'th', 'tr', 'thead', 'tbody', 'tfoot', 'option', 'optgroup', 'rp', 'rt', 'colgroup', 'caption', 'html', 'head', 'body']);
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)(?=[\s/>])[^<>]*?(\/?)>/g;

/**
 * Checks, before parsing, that a page is something the markdown stages can handle in bounded time and
 * stack: not too large, not binary, not nested absurdly deep. Returns located errors; empty when fine.
 * Deliberately cheap and approximate (one pass over the lines, fenced code skipped).
 */
export function checkMarkdownLimits(source: string, file: string): Diagnostic[] {
  const bytes = Buffer.byteLength(source, 'utf8');
  if (bytes > MAX_PAGE_BYTES) return [pageTooLarge(file, bytes)];
  if (source.includes('\u0000')) {
    return [binaryPage(file)];
  }
  const lines = source.split('\n');
  let fence: { char: string; length: number } | undefined;
  let directives = 0;
  let htmlDepth = 0;
  let paragraphRuns = 0;
  let paragraphStart = -1;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[2]![0] === fence.char && fenceMatch[2]!.length >= fence.length && line.slice(fenceMatch[0].length).trim() === '') fence = undefined;
      continue;
    }
    if (fenceMatch && !(fenceMatch[2]![0] === '`' && line.slice(fenceMatch[0].length).includes('`'))) {
      fence = { char: fenceMatch[2]![0]!, length: fenceMatch[2]!.length };
      paragraphStart = -1;
      continue;
    }
    const at = (column: number) => ({ line: index + 1, column });

    // Block containers: quotes, then a list marker (its indentation gives its level), then a callout.
    let depth = directives;
    let pos = 0;
    for (;;) {
      while (line[pos] === ' ' || line[pos] === '\t') pos += 1;
      if (line[pos] !== '>') break;
      depth += 1;
      if (depth > MAX_NESTING) return [tooDeep(file, at(pos + 1), 'Block quotes, lists and callouts are')];
      pos += 1;
    }
    const rest = line.slice(pos);
    const indentStart = line.lastIndexOf('>', pos) + 1;
    if (LIST_MARKER.test(rest)) {
      depth += Math.floor(columns(line.slice(indentStart, pos)) / 2) + 1;
      if (depth > MAX_NESTING) return [tooDeep(file, at(pos + 1), 'Lists are')];
    }
    if (DIRECTIVE_OPEN.test(rest)) {
      directives += 1;
      if (depth + 1 > MAX_NESTING) return [tooDeep(file, at(pos + 1), 'Callouts are')];
    } else if (DIRECTIVE_CLOSE.test(rest) && directives > 0) {
      directives -= 1;
    }

    // Raw HTML elements left open nest; count them across the page.
    const text = line.replace(/`+[^`]*`+/g, '');
    if (text.includes('<')) {
      TAG.lastIndex = 0;
      let tag: RegExpExecArray | null;
      while ((tag = TAG.exec(text)) !== null) {
        const name = tag[2]!.toLowerCase();
        if (VOID.has(name) || OPTIONAL_END.has(name) || tag[3]) continue;
        if (tag[1]) htmlDepth = Math.max(0, htmlDepth - 1);
        else if ((htmlDepth += 1) > MAX_HTML_NESTING) return [tooDeep(file, at((text === line ? tag.index : Math.max(0, line.indexOf(tag[0]))) + 1), 'HTML elements are')];
      }
    }

    // Emphasis delimiter runs, per paragraph (table rows, list items and headings count alone).
    if (rest.trim() === '') {
      paragraphStart = -1;
      continue;
    }
    if (paragraphStart < 0 || /^(?:\||#|:::)/.test(rest) || LIST_MARKER.test(rest)) {
      paragraphStart = index;
      paragraphRuns = 0;
    }
    paragraphRuns += text.match(/[*_~]+/g)?.length ?? 0;
    if (paragraphRuns > MAX_DELIMITER_RUNS) return [tooComplex(file, paragraphStart + 1)];
  }
  return [];
}

function pageTooLarge(file: string, bytes: number): Diagnostic {
  return diagnostic(
    'page-too-large',
    'error',
    file,
    { line: 1, column: 1 },
    `The page is ${formatSize(bytes)}; pages are limited to ${formatSize(MAX_PAGE_BYTES)}.`,
    'Split it into several pages, or move generated data into a demo or a JSON file.',
  );
}

/** A paragraph starting at `line` with more emphasis delimiter runs than the parser resolves in bounded time. */
function tooComplex(file: string, line: number): Diagnostic {
  return diagnostic(
    'markdown-too-complex',
    'error',
    file,
    { line, column: 1 },
    `This paragraph has over ${MAX_DELIMITER_RUNS} runs of *, _ or ~; the markdown parser would take minutes.`,
    'Put literal asterisks and underscores in `code`, escape them with \\, or split the paragraph.',
  );
}

/** A NUL character: no markdown has one, binary files do. */
export function binaryPage(file: string): Diagnostic {
  return diagnostic(
    'page-binary',
    'error',
    file,
    { line: 1, column: 1 },
    'The file is binary, not markdown text.',
    'Rename or move the file: every .md file in the content folder is a page.',
  );
}

function tooDeep(file: string, at: { line: number; column: number }, what: string): Diagnostic {
  const limit = what.startsWith('HTML') ? MAX_HTML_NESTING : MAX_NESTING;
  return diagnostic(
    'markdown-too-deep',
    'error',
    file,
    at,
    `${what} nested more than ${limit} levels deep here.`,
    'Flatten the structure: split deep lists into sections or close elements and callouts that were left open.',
  );
}

function columns(indent: string): number {
  let width = 0;
  for (const char of indent) width = char === '\t' ? width + 4 - (width % 4) : width + 1;
  return width;
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}
