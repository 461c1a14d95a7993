import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { diagnostic, type Diagnostic } from '../helpers/diagnostics';
import { newSiteFiles, type NewSiteOptions } from './site-template';

export type InitResult = { ok: true; written: string[] } | { ok: false; diagnostics: Diagnostic[] };

/** Writes a new site into `folder`, which must be empty or absent: nothing the user wrote is overwritten. */
export function initSite(folder: string, options: NewSiteOptions): InitResult {
  const display = path.relative(process.cwd(), folder) || '.';
  const existing = entriesOf(folder);
  if (existing.length) {
    const shown = existing.slice(0, 3).join(', ') + (existing.length > 3 ? ', …' : '');
    return {
      ok: false,
      diagnostics: [
        diagnostic('init-folder-not-empty', 'error', display, undefined, `${display} is not empty (${shown}); docs init writes only into an empty or new folder, and wrote nothing.`, 'Name a new folder: docs init my-docs'),
      ],
    };
  }
  const files = newSiteFiles(options);
  for (const [relative, text] of Object.entries(files)) {
    const file = path.join(folder, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return { ok: true, written: Object.keys(files) };
}

function entriesOf(folder: string): string[] {
  try {
    return readdirSync(folder).sort();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return [];
    if (code === 'ENOTDIR') return ['a file, not a folder'];
    throw error;
  }
}
