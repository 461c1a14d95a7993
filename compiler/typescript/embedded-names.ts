import path from 'node:path';
import { readTextSync } from '../helpers/text-files';

const EMBED = /\{\{([\s\S]*?)\}\}/g;
const STRING = /"((?:[^"\\\n]|\\.)*)"/g;

/**
 * The names (file names up to their first dot) of every string in the `{{…}}` embeds of the markdown
 * `files`: the demos, components and playgrounds the pages may embed, read before the pages are
 * compiled. Any string counts, not only the embed's file, so that a name is never missed for want of
 * knowing a key; a few extra files checked cost little.
 */
export function embeddedNames(files: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    let text: string;
    try {
      text = readTextSync(file);
    } catch {
      continue;
    }
    for (const [, embed] of text.matchAll(EMBED)) {
      for (const [, value] of embed!.matchAll(STRING)) names.add(nameOf(value!.split(/[\\/]/).pop()!));
    }
  }
  return names;
}

/** `files` whose name (up to the first dot) is one of `names`: `Demo.tsx` and `Demo.tailwind.tsx` for `Demo.js`. */
export function namedFiles(files: readonly string[], names: ReadonlySet<string>): string[] {
  return files.filter((file) => names.has(nameOf(path.basename(file))));
}

function nameOf(fileName: string): string {
  return fileName.split('.')[0]!;
}
