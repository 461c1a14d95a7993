import { readTextSync } from '../helpers/text-files';

/**
 * A pickers date adapter registers its date type for the whole program (it augments
 * `PickerValidDateLookup`), so the pickers' value type becomes the union of every adapter imported
 * anywhere in it. A Day.js demo's `onChange={setDay}` then fails to type-check because a Jalali demo
 * elsewhere imported `AdapterDateFnsJalali`. Demos that import different adapters are checked in
 * separate programs, as they would be in separate apps.
 */
const ADAPTER_IMPORT = /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"]@mui\/x-date-pickers(?:-pro)?\/(Adapter\w+)['"]/g;

/** The adapters a demo imports, sorted and joined: the key of the program it belongs to. */
export function adapterKey(source: string): string {
  return [...new Set([...source.matchAll(ADAPTER_IMPORT)].map((match) => match[1]!))].sort().join('+');
}

/**
 * `files` split into the programs they can share: one per set of imported adapters. Demos that
 * import no adapter join the largest group, so most sites keep a single program. The largest group
 * comes first.
 */
export function demoProgramGroups(files: readonly string[], sourceOf: (file: string) => string = (file) => readTextSync(file)): string[][] {
  const groups = new Map<string, string[]>();
  const neutral: string[] = [];
  for (const file of files) {
    let key = '';
    try {
      key = adapterKey(sourceOf(file));
    } catch {
      // An unreadable file is reported by the compiler itself, from whichever program holds it.
    }
    if (key) groups.set(key, [...(groups.get(key) ?? []), file]);
    else neutral.push(file);
  }
  const ordered = [...groups.values()].sort((a, b) => b.length - a.length);
  if (ordered.length === 0) return neutral.length ? [neutral] : [];
  ordered[0] = [...ordered[0]!, ...neutral];
  return ordered;
}
