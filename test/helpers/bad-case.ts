import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES, tempDir } from './cli';

/** The bad-input corpus: `test/fixtures/bad/<case>/` holds a `case.json` and the files that differ from `_base/`. */
export const BAD = path.join(FIXTURES, 'bad');

export interface ExpectedDiagnostic {
  code: string;
  /** Relative to the case's content folder, POSIX separators. */
  file: string;
  line: number;
  column: number;
  severity: 'error' | 'warning';
}

export interface BadCase extends ExpectedDiagnostic {
  /** What the defect is, for the reader of the corpus. */
  description: string;
  exit: 0 | 1;
  /** Further diagnostics the same defect legitimately produces; nothing else may be reported. */
  also?: ExpectedDiagnostic[];
  /** Another case whose files this one starts from (over the base), for a setup several cases share. */
  extends?: string;
  /** Files of the base (content-relative) that the case deletes. */
  remove?: string[];
  /** Content too big, binary or special for the repository, made by `generate` below. */
  generate?: keyof typeof GENERATORS;
}

/** 5 MB of ordinary markdown: paragraphs with emphasis, links and code. */
function largePage(): string {
  const paragraph = (i: number) => `Paragraph ${i} has *emphasis*, a [link](/guide/#overview) and \`inline code\` to parse.\n\n`;
  const parts = ['# Setup\n\n<p class="description">How to install.</p>\n\n'];
  let size = parts[0]!.length;
  for (let i = 0; size < 5 * 1024 * 1024; i += 1) {
    const p = paragraph(i);
    parts.push(p);
    size += p.length;
  }
  return parts.join('');
}

/** Generators for inputs that are not committed; each writes into the materialized content folder. */
export const GENERATORS = {
  'large-page': (dir: string) => writeFileSync(path.join(dir, 'guide', 'setup', 'index.md'), largePage()),
  /** A PNG header and random-looking bytes, NULs included, under a `.md` name. */
  'binary-page': (dir: string) => {
    const bytes = Buffer.alloc(2048);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]).copy(bytes);
    for (let i = 12; i < bytes.length; i += 1) bytes[i] = (i * 7919) % 256;
    writeFileSync(path.join(dir, 'guide', 'setup', 'index.md'), bytes);
  },
  /** Latin-1 (ISO-8859-1) text: `é` is the single byte 0xE9, invalid in UTF-8, at line 7, column 12. */
  'latin1-page': (dir: string) => {
    const text = '# Setup\n\n<p class="description">How to install.</p>\n\n## Install\n\nRun the caf\u00e9 installer (Zurich \u00e9dition).\n';
    writeFileSync(path.join(dir, 'guide', 'setup', 'index.md'), Buffer.from(text, 'latin1'));
  },
  /** `guide/100%/index.md`, a page (in the navigation) whose folder name cannot be part of a URL. */
  'percent-folder': (dir: string) => {
    mkdirSync(path.join(dir, 'guide', '100%'));
    writeFileSync(path.join(dir, 'guide', '100%', 'index.md'), '# Percent\n\n<p class="description">A page in a folder named 100%.</p>\n');
  },
  /** `guide/loop` → `..` : a directory link back to the content folder. */
  'symlink-loop': (dir: string) => symlinkSync('..', path.join(dir, 'guide', 'loop'), 'dir'),
};

export function listBadCases(): string[] {
  return readdirSync(BAD, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('_'))
    .map((e) => e.name)
    .sort();
}

export function readBadCase(name: string): BadCase {
  return JSON.parse(readFileSync(path.join(BAD, name, 'case.json'), 'utf8')) as BadCase;
}

/** A private content folder: `_base/`, then the case's files on top, its removals and its generator. */
export function materializeBadCase(name: string): { dir: string; spec: BadCase } {
  const spec = readBadCase(name);
  const dir = path.join(tempDir(`bad-${name}`), 'content');
  mkdirSync(dir);
  cpSync(path.join(BAD, '_base'), dir, { recursive: true });
  const notSpec = (src: string) => path.basename(src) !== 'case.json';
  if (spec.extends) cpSync(path.join(BAD, spec.extends), dir, { recursive: true, filter: notSpec });
  cpSync(path.join(BAD, name), dir, { recursive: true, filter: notSpec });
  for (const file of spec.remove ?? []) rmSync(path.join(dir, file), { recursive: true, force: true });
  if (spec.generate) GENERATORS[spec.generate](dir);
  if (!existsSync(dir)) throw new Error(`case ${name} did not materialize`);
  return { dir, spec };
}
