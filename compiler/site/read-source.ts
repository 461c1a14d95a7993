import { readFileSync } from 'node:fs';
import { diagnostic, type Diagnostic } from '../helpers/diagnostics';
import { binaryPage, MAX_PAGE_BYTES } from '../markdown/limits';
import { lfText } from '../helpers/text-files';

export type SourceRead = { ok: true; text: string } | { ok: false; diagnostic: Diagnostic };

/**
 * Reads a markdown page as UTF-8 text, or says precisely why it cannot be one: unreadable, too large,
 * binary, UTF-16, or not valid UTF-8 (located at the first bad byte). A UTF-8 byte order mark is dropped
 * and CRLF line endings read as LF ({@link lfText}).
 * `readFile(file, 'utf8')` would instead turn bad bytes into U+FFFD and publish mojibake.
 * Synchronous: it is read where it is rendered, in a thread with nothing else to do meanwhile.
 */
export function readMarkdownSource(file: string, displayPath: string): SourceRead {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return fail(diagnostic('page-unreadable', 'error', displayPath, undefined, `The page cannot be read (${code ?? (error as Error).message}).`, 'Check that it is a readable file.'));
  }
  return decodeMarkdownSource(bytes, displayPath);
}

/** The checks of {@link readMarkdownSource} on bytes already read. */
export function decodeMarkdownSource(bytes: Uint8Array, displayPath: string): SourceRead {
  if (bytes.length > MAX_PAGE_BYTES) {
    return fail(
      diagnostic(
        'page-too-large',
        'error',
        displayPath,
        { line: 1, column: 1 },
        `The page is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; pages are limited to ${MAX_PAGE_BYTES / 1024 / 1024} MB.`,
        'Split it into several pages, or move generated data into a demo or a JSON file.',
      ),
    );
  }
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return fail(diagnostic('page-encoding', 'error', displayPath, { line: 1, column: 1 }, 'The file is UTF-16 text; pages must be UTF-8.', 'Save the file as UTF-8 (in most editors: Save with Encoding › UTF-8).'));
  }
  if (bytes.includes(0)) return fail(binaryPage(displayPath));
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const bad = firstInvalidUtf8(bytes, start);
  if (bad >= 0) {
    let lineStart = start;
    let line = 1;
    for (let i = start; i < bad; i += 1) {
      if (bytes[i] === 0x0a) {
        line += 1;
        lineStart = i + 1;
      }
    }
    const column = Buffer.from(bytes.subarray(lineStart, bad)).toString('utf8').length + 1;
    const byte = bytes[bad]!.toString(16).toUpperCase().padStart(2, '0');
    return fail(
      diagnostic(
        'page-encoding',
        'error',
        displayPath,
        { line, column },
        `The file is not valid UTF-8 (byte 0x${byte} here); it is probably Latin-1 or Windows-1252 text.`,
        'Save the file as UTF-8 (in most editors: Save with Encoding › UTF-8).',
      ),
    );
  }
  return { ok: true, text: lfText(Buffer.from(bytes.subarray(start)).toString('utf8')) };
}

function fail(d: Diagnostic): SourceRead {
  return { ok: false, diagnostic: d };
}

/** Offset of the first byte that does not belong to a well-formed UTF-8 sequence, or -1. */
export function firstInvalidUtf8(bytes: Uint8Array, from = 0): number {
  let i = from;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i += 1;
      continue;
    }
    let length: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) [length, min] = [2, 0x80];
    else if (b >= 0xe0 && b <= 0xef) [length, min] = [3, 0x800];
    else if (b >= 0xf0 && b <= 0xf4) [length, min] = [4, 0x10000];
    else return i;
    if (i + length > bytes.length) return i;
    let code = b & (0xff >> (length + 1));
    for (let k = 1; k < length; k += 1) {
      const c = bytes[i + k]!;
      if ((c & 0xc0) !== 0x80) return i;
      code = (code << 6) | (c & 0x3f);
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return i;
    i += length;
  }
  return -1;
}
