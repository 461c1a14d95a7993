import { statSync } from 'node:fs';
import path from 'node:path';
import { diagnostic, type Diagnostic } from '../helpers/diagnostics';

/** The config keys naming an image of the site, with the file types each accepts. */
export const IMAGE_KEYS = {
  logo: ['.svg', '.png'],
  favicon: ['.svg', '.png', '.ico'],
} as const;

export type ImageKey = keyof typeof IMAGE_KEYS;

/** The built-in mark both keys accept instead of a file. */
export const MUI_MARK = 'mui';

/**
 * `logo` and `favicon` name `'mui'` or an image file inside the content folder, of a type browsers
 * show; the file must be there when the content folder is known.
 */
export function imageKeyDiagnostics(config: Record<string, unknown>, contentDir: string | undefined, at: (key: string) => { line: number; column: number }, display: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const key of Object.keys(IMAGE_KEYS) as ImageKey[]) {
    if (!(key in config)) continue;
    const value = config[key];
    const types = IMAGE_KEYS[key];
    const hint = `Write ${key}: 'images/${key}${types[0]}' (a ${types.join(', ')} file in the content folder), or ${key}: 'mui' for MUI's mark.`;
    const problem = imageProblem(value, types, contentDir);
    if (problem) diagnostics.push(diagnostic('config-invalid', 'error', display, at(key), `"${key}" ${problem}`, hint));
  }
  return diagnostics;
}

function imageProblem(value: unknown, types: readonly string[], contentDir: string | undefined): string | undefined {
  if (value === MUI_MARK) return undefined;
  if (typeof value !== 'string' || value === '') return "must name an image file or 'mui'.";
  if (path.isAbsolute(value) || value.split(/[\\/]/).includes('..')) return `names ${value}, which is not inside the content folder.`;
  if (!types.includes(path.extname(value).toLowerCase())) return `names ${value}: browsers show ${types.join(', ')} files there.`;
  if (contentDir !== undefined && !isFile(path.join(contentDir, value))) return `names ${value}, which is not a file of the content folder.`;
  return undefined;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
