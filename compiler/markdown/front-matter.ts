import { parseDocument, YAMLParseError } from 'yaml';
import type { FrontMatter } from '../../templates/shared/page';
import { diagnostic, type Diagnostic } from '../diagnostics';

export interface SplitFrontMatter {
  data: FrontMatter;
  /** The markdown after the front matter, with the front matter lines blanked so positions stay true. */
  body: string;
  diagnostics: Diagnostic[];
}

const LIST_KEYS = ['components', 'hooks'] as const;
const STRING_KEYS = ['productId', 'title', 'description', 'githubLabel', 'packageName', 'waiAria'] as const;

/** Splits and validates YAML front matter. Unknown keys are kept silent: MUI pages carry more. */
export function parseFrontMatter(source: string, file: string): SplitFrontMatter {
  if (!/^---\r?\n/.test(source)) return { data: {}, body: source, diagnostics: [] };
  const close = /\r?\n---[ \t]*(?:\r?\n|$)/g;
  close.lastIndex = 3;
  const match = close.exec(source);
  if (!match) {
    return {
      data: {},
      body: source,
      diagnostics: [
        diagnostic('front-matter-unterminated', 'error', file, { line: 1, column: 1 }, 'Front matter is not closed.', 'End the front matter with a line containing only ---.'),
      ],
    };
  }
  const yamlText = source.slice(4, match.index + 1);
  const consumed = source.slice(0, match.index + match[0].length);
  const body = consumed.replace(/[^\n]/g, ' ') + source.slice(consumed.length);
  const doc = parseDocument(yamlText, { prettyErrors: true });
  const diagnostics: Diagnostic[] = [];
  for (const error of doc.errors) {
    const pos = error instanceof YAMLParseError && error.linePos ? error.linePos[0] : undefined;
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
  if (diagnostics.length) return { data: {}, body, diagnostics };
  const raw = doc.toJS() as unknown;
  if (raw === null || raw === undefined) return { data: {}, body, diagnostics };
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    return {
      data: {},
      body,
      diagnostics: [diagnostic('front-matter-type', 'error', file, { line: 2, column: 1 }, 'Front matter must be a mapping of keys to values.')],
    };
  }
  const record = raw as Record<string, unknown>;
  const lineOf = (key: string) => {
    const index = yamlText.split('\n').findIndex((l) => l.startsWith(`${key}:`));
    return { line: index + 2, column: 1 };
  };
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
  return { data, body, diagnostics };
}
