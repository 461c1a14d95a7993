// A fast path of the CLI bundle, edits of a library's code (see `patched-modules.mjs`): two in
// micromark, which parsing markdown spends most of its time in (a third of a cold build's rendering
// CPU on the benchmark corpus).
// - Runs: micromark reads one character at a time, and each character of ordinary text went through
//   the tokenizer's main loop, a state function and `effects.consume` three times over (the
//   document's line, the paragraph's content, the inline text). The states that only consume until
//   a line ending (or, in inline text, until a character a construct may start at) now consume the
//   rest of the run in one step (`effects.consumeRun`).
// - Jumps: `subtokenize` kept the spans it had already tokenised in objects keyed by event index,
//   merged with `Object.assign` for every paragraph and heading; large sparse integer keys make those
//   dictionaries. A Map instead.
// The same tokens, positions and trees (test/unit/micromark-fast-paths.test.ts compares them on every
// markdown file of the repository, on documents mixed from their lines and on random text); parsing
// the benchmark corpus ~30% faster, this repository's content ~12%.
// Buys: the markdown stages of the 1,000-page corpus took 5.6 s of CPU, 6.6 s without it (median of 3):
// 7% of its cold build (14.8 s); on the shipped site, less than the spread between runs.
/**
 * Consumes the characters after the one just consumed while they are in the same string chunk (no
 * line ending, tab or NUL: micromark's preprocessing makes those chunks of their own) and
 * `stop(code, previous)` does not hold for them; without `stop`, the rest of the chunk.
 * `context.previous` is set once, to the last one (a store per character cost a third of the loop).
 */
const CONSUME_RUN = `
  function consumeRun(stop) {
    const chunk = chunks[point._index];
    const begin = point._bufferIndex;
    if (begin < 0 || typeof chunk !== 'string') return;
    let index = begin;
    if (stop === undefined) {
      index = chunk.length;
    } else {
      let previous = context.previous;
      while (index < chunk.length) {
        const code = chunk.charCodeAt(index);
        if (stop(code, previous)) break;
        previous = code;
        index++;
      }
    }
    if (index === begin) return;
    context.previous = chunk.charCodeAt(index - 1);
    point.column += index - begin;
    point.offset += index - begin;
    if (index === chunk.length) {
      point._bufferIndex = -1;
      point._index++;
    } else {
      point._bufferIndex = index;
    }
  }
`;

/**
 * Inline text's test for the end of a run: a character some construct starts at, and that this
 * construct may start after `previous` (the same test as the state's own `atBreak`).
 */
const TEXT_BREAK = `
    function breaksRun(code, previous) {
      if (constructs[code] === undefined) return false;
      self.previous = previous;
      return atBreak(code);
    }
`;

/** Each patched module: the code it must contain and what replaces it. */
const PATCHES = [
  {
    file: /[\\/]micromark[\\/]lib[\\/]create-tokenizer\.js$/,
    edits: [
      [/\n    consume,\n    enter,\n    exit,\n/, '\n    consume,\n    consumeRun,\n    enter,\n    exit,\n'],
      [/\n  function consume\(code\) \{\n/, `${CONSUME_RUN}\n  function consume(code) {\n`],
    ],
  },
  {
    file: /[\\/]micromark[\\/]lib[\\/]initialize[\\/]document\.js$/,
    edits: [[/(\n    effects\.consume\(code\);\n)(    return flowContinue;\n)/, '$1    effects.consumeRun();\n$2']],
  },
  {
    file: /[\\/]micromark[\\/]lib[\\/]initialize[\\/]text\.js$/,
    edits: [
      [/(\n      \/\/ Data\.\n      effects\.consume\(code\);\n)(      return data;\n)/, '$1      effects.consumeRun(breaksRun);\n$2'],
      [/\n    function atBreak\(code\) \{\n/, `${TEXT_BREAK}\n    function atBreak(code) {\n`],
    ],
  },
  {
    file: /[\\/]micromark-core-commonmark[\\/]lib[\\/]content\.js$/,
    edits: [[/(\n    \/\/ Data\.\n    effects\.consume\(code\);\n)(    return chunkInside;\n)/, '$1    effects.consumeRun();\n$2']],
  },
  {
    file: /[\\/]micromark-core-commonmark[\\/]lib[\\/]code-fenced\.js$/,
    edits: [[/(\n    effects\.consume\(code\);\n)(    return contentChunk;\n)/, '$1    effects.consumeRun();\n$2']],
  },
  {
    file: /[\\/]micromark-util-subtokenize[\\/]index\.js$/,
    edits: [
      [/\n  const jumps = \{\};\n/, '\n  const jumps = new Map();\n'],
      [/\n    while \(index in jumps\) \{\n      index = jumps\[index\];\n    \}\n/, '\n    while (jumps.has(index)) {\n      index = jumps.get(index);\n    }\n'],
      [/\n        Object\.assign\(jumps, subcontent\(events, index\)\);\n        index = jumps\[index\];\n/, '\n        subcontent(events, index, jumps);\n        index = jumps.get(index);\n'],
      [/\nfunction subcontent\(events, eventIndex\) \{\n/, '\nfunction subcontent(events, eventIndex, gaps) {\n'],
      [/\n  \/\*\* @type \{Record<string, number>\} \*\/\n  const gaps = \{\};\n/, '\n'],
      [/\n    gaps\[adjust \+ jumps\[index\]\[0\]\] = adjust \+ jumps\[index\]\[1\];\n/, '\n    gaps.set(adjust + jumps[index][0], adjust + jumps[index][1]);\n'],
      [/\n  return gaps;\n\}/, '\n}'],
    ],
  },
];

/** `source` of the module at `file` with its edits made; throws when the code an edit expects is not there (a new version of the package). */
export function withFastPaths(file, source) {
  const patch = PATCHES.find((p) => p.file.test(file));
  if (!patch) return source;
  return patch.edits.reduce((text, [pattern, replacement]) => {
    if (!pattern.test(text)) {
      throw new Error(`${file} no longer has the code compiler/fast-paths/micromark-fast-paths.mjs edits (${pattern}): check the package's new code and update the plugin.`);
    }
    return text.replace(pattern, replacement);
  }, source);
}

/** micromark's modules, edited (see `patched-modules.mjs`). */
export const micromarkFastPaths = {
  name: 'micromark-fast-paths',
  filter: /[\\/](micromark(-core-commonmark)?[\\/]lib[\\/](create-tokenizer|initialize[\\/](document|text)|content|code-fenced)|micromark-util-subtokenize[\\/]index)\.js$/,
  patch: withFastPaths,
};
