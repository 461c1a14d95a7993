// An esbuild plugin for the CLI bundle: two fast paths in highlight.js's core, which highlighting the
// code blocks spends a sixth of its time in.
// - Modes: each mode entered made its stack entry with `Object.create(mode, { parent: { value } })`;
//   a property descriptor takes V8's slow path (`Object.defineProperties`) for every token that opens
//   a mode. The entry now gets its `parent` by assignment. Nothing reads an entry's keys, and no mode
//   has a `parent` of its own to shadow (the highlighter only reads `parent` from these entries).
// - Escapes: text was escaped with five `replace` passes; text with nothing to escape (most tokens:
//   names, spaces, keywords) now returns after one test.
// The same HTML (test/unit/highlight-fast-paths.test.ts compares the listings of every code block and
// demo of the repository, and random code, with the package's own).
const EDITS = [
  [/\n      top = Object\.create\(mode, \{ parent: \{ value: top \} \}\);\n/, '\n      const parent = top;\n      top = Object.create(mode);\n      top.parent = parent;\n'],
  [/\nfunction escapeHTML\(value\) \{\n  return value\n/, "\nfunction escapeHTML(value) {\n  if (!/[&<>\"']/.test(value)) return value;\n  return value\n"],
];

/** highlight.js's core with its edits made; throws when the code an edit expects is not there (a new version of the package). */
export function withHighlightFastPaths(source) {
  return EDITS.reduce((text, [pattern, replacement]) => {
    if (!pattern.test(text)) {
      throw new Error(`highlight.js/lib/core.js no longer has the code compiler/fast-paths/highlight-fast-paths.mjs edits (${pattern}): check the package's new code and update the plugin.`);
    }
    return text.replace(pattern, replacement);
  }, source);
}

/** highlight.js's core, edited (see `patched-modules.mjs`). */
export const highlightFastPaths = {
  name: 'highlight-fast-paths',
  filter: /[\\/]highlight\.js[\\/]lib[\\/]core\.js$/,
  patch: (_file, source) => withHighlightFastPaths(source),
};
