import { isMap, isScalar, parseDocument, YAMLParseError } from 'yaml';
import type { FrontMatter } from '../../templates/shared/page';
import { diagnostic, hasErrors, positionAt, type Diagnostic } from '../helpers/diagnostics';

export interface SplitFrontMatter {
  data: FrontMatter;
  /** The markdown after the front matter, with the front matter lines blanked so positions stay true. */
  body: string;
  diagnostics: Diagnostic[];
  /** Where each top-level key is written, in the markdown file's lines (1-based). */
  keys: Record<string, { line: number; column: number }>;
}

const LIST_KEYS = ['components', 'hooks'] as const;
const STRING_KEYS = ['productId', 'title', 'description', 'githubLabel', 'packageName', 'waiAria'] as const;

/** Splits and validates YAML front matter. Unknown keys are kept silent: MUI pages carry more. */
export function parseFrontMatter(source: string, file: string): SplitFrontMatter {
  if (!/^---\r?\n/.test(source)) return { data: {}, body: source, diagnostics: [], keys: {} };
  const close = /\r?\n---[ \t]*(?:\r?\n|$)/g;
  close.lastIndex = 3;
  const match = close.exec(source);
  if (!match) {
    return {
      data: {},
      body: source,
      keys: {},
      diagnostics: [
        diagnostic('front-matter-unterminated', 'error', file, { line: 1, column: 1 }, 'Front matter is not closed.', 'End the front matter with a line containing only ---.'),
      ],
    };
  }
  const yamlText = source.slice(4, match.index + 1);
  const consumed = source.slice(0, match.index + match[0].length);
  const body = consumed.replace(/[^\n]/g, ' ') + source.slice(consumed.length);
  const yamlLines = yamlText.split('\n');
  const read = simpleMapping(yamlLines) ?? readYaml(yamlText, yamlLines, file);
  if ('failed' in read) return { data: {}, body, diagnostics: read.failed, keys: {} };
  const { raw, diagnostics } = read;
  if (raw === null || raw === undefined) return { data: {}, body, diagnostics, keys: {} };
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    return {
      data: {},
      body,
      keys: {},
      diagnostics: [
        diagnostic('front-matter-type', 'error', file, { line: 2, column: 1 }, 'Front matter must be a mapping of keys to values.', 'Write one `key: value` pair per line, e.g. title: My page'),
      ],
    };
  }
  const record = raw as Record<string, unknown>;
  const keys: SplitFrontMatter['keys'] = {};
  for (const key of Object.keys(record)) {
    const index = yamlLines.findLastIndex((l) => l.startsWith(`${key}:`) || l.startsWith(`"${key}":`) || l.startsWith(`'${key}':`));
    keys[key] = { line: index >= 0 ? index + 2 : 2, column: 1 };
  }
  const lineOf = (key: string) => keys[key] ?? { line: 2, column: 1 };
  const data: FrontMatter = {};
  for (const key of STRING_KEYS) {
    if (!(key in record)) continue;
    const value = record[key];
    if (typeof value === 'string') data[key] = value;
    else diagnostics.push(diagnostic('front-matter-type', 'error', file, lineOf(key), `Front matter "${key}" must be a string.`, `Write ${key}: some text`));
  }
  for (const key of LIST_KEYS) {
    if (!(key in record)) continue;
    const value = record[key];
    if (typeof value === 'string') data[key] = value.split(',').map((s) => s.trim()).filter(Boolean);
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) data[key] = value as string[];
    else diagnostics.push(diagnostic('front-matter-type', 'error', file, lineOf(key), `Front matter "${key}" must be a comma-separated string or a list of strings.`, `Write ${key}: A, B`));
  }
  return { data, body, diagnostics, keys };
}

type ReadFrontMatter = { raw: unknown; diagnostics: Diagnostic[] } | { failed: Diagnostic[] };

/**
 * A line of the front matter nearly every page has: `key: value`, the value a plain scalar that
 * starts with a letter and holds no `:`, `#`, `"` or control character, or a double-quoted string
 * without escapes.
 */
const SIMPLE_LINE = /^([A-Za-z][\w-]*): +(?:"([^"\\\p{Cc}\p{Cs}\uFEFF]*)"|([A-Za-z][^:#"\p{Cc}\p{Cs}\uFEFF]*?)) *$/u;

/** Plain scalars YAML's core schema reads as booleans or null: the only ones of SIMPLE_LINE's that are not strings. */
const NOT_STRINGS = new Set(['true', 'True', 'TRUE', 'false', 'False', 'FALSE', 'null', 'Null', 'NULL']);

/**
 * Front matter made only of SIMPLE_LINE lines (blank lines allowed, no key twice), read without the
 * YAML parser, to what the parser gives; undefined for anything else. The parser took 0.3-1.5 ms a
 * page in a freshly started render worker, for three lines.
 */
export function simpleMapping(lines: readonly string[]): { raw: Record<string, string>; diagnostics: Diagnostic[] } | undefined {
  const raw: Record<string, string> = {};
  let count = 0;
  for (const line of lines) {
    if (line === '') continue;
    const parts = SIMPLE_LINE.exec(line);
    if (!parts) return undefined;
    const [, key, quoted, plain] = parts as unknown as [string, string, string | undefined, string | undefined];
    if (plain !== undefined && NOT_STRINGS.has(plain)) return undefined;
    if (Object.hasOwn(raw, key)) return undefined;
    raw[key] = quoted ?? plain!;
    count += 1;
  }
  return count > 0 ? { raw, diagnostics: [] } : undefined;
}

/** The front matter through the YAML parser: its value, or the diagnostics that stop it being read. */
function readYaml(yamlText: string, yamlLines: readonly string[], file: string): ReadFrontMatter {
  // MUI's own reader keeps the last of a key written twice; so do we, and say so.
  const doc = parseDocument(yamlText, { prettyErrors: true, uniqueKeys: false });
  const diagnostics: Diagnostic[] = [];
  if (isMap(doc.contents)) {
    const seen = new Set<string>();
    for (const item of doc.contents.items) {
      if (!isScalar(item.key) || !item.key.range) continue;
      const key = String(item.key.value);
      if (seen.has(key)) {
        const at = positionAt(yamlText, item.key.range[0]);
        diagnostics.push(diagnostic('front-matter-duplicate-key', 'warning', file, { line: at.line + 1, column: at.column }, `Front matter key "${key}" is written twice; the last value is used.`, `Remove one of the "${key}" lines.`));
      }
      seen.add(key);
    }
  }
  for (const error of doc.errors) {
    let pos = error instanceof YAMLParseError && error.linePos ? error.linePos[0] : undefined;
    // Unclosed quotes and brackets are reported where the input ends: point at the last written line instead.
    if (pos && pos.line >= yamlLines.length) {
      let last = yamlLines.length - 1;
      while (last > 0 && yamlLines[last]!.trim() === '') last -= 1;
      pos = { line: last + 1, col: 1 };
    }
    diagnostics.push(
      diagnostic(
        'front-matter-yaml',
        'error',
        file,
        pos ? { line: pos.line + 1, column: pos.col } : { line: 1, column: 1 },
        `Invalid YAML in front matter: ${error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`,
        'Front matter is YAML: `key: value` pairs, one per line.',
      ),
    );
  }
  if (hasErrors(diagnostics)) return { failed: diagnostics };
  try {
    return { raw: doc.toJS({ maxAliasCount: 100 }) as unknown, diagnostics };
  } catch (error) {
    // Aliases: unresolved (`*name` without `&name`) or expanding too much (a "billion laughs").
    const message = (error as Error).message;
    const alias = /: (\S+)$/.exec(message)?.[1];
    const offset = alias ? yamlText.indexOf(`*${alias}`) : -1;
    const pos = offset >= 0 ? positionAt(yamlText, offset) : { line: 1, column: 1 };
    return {
      failed: [
        diagnostic('front-matter-yaml', 'error', file, { line: pos.line + 1, column: pos.column }, `Invalid YAML in front matter: ${message}`, 'Front matter is YAML: `key: value` pairs, one per line; quote values that start with * or &.'),
      ],
    };
  }
}
