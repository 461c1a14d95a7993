import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

const BOM = 0xfeff;

/**
 * The text with LF line endings and no byte order mark: what Git for Windows checks out
 * (`core.autocrlf=true`) and what Windows editors save reads as the same page as on Linux. Every
 * stage after the read (front matter, embeds, fences, the twins, positions of diagnostics) then
 * sees one kind of line ending. Lines keep their numbers and columns: a `\r` only ever ends a line,
 * and editors do not count the mark as a column.
 */
export function lfText(text: string): string {
  const body = text.charCodeAt(0) === BOM ? text.slice(1) : text;
  // Most files have neither: no copy for them.
  return body.includes('\r') ? body.replace(/\r\n?/g, '\n') : body;
}

/** A content file (demo, nav, config, JSON) read as UTF-8 through {@link lfText}. */
export function readTextSync(file: string): string {
  return lfText(readFileSync(file, 'utf8'));
}

/** {@link readTextSync} without blocking. */
export async function readText(file: string): Promise<string> {
  return lfText(await readFile(file, 'utf8'));
}
