// A fast path of the CLI bundle, an edit of a library's code (see `patched-modules.mjs`):
// mdast-util-from-markdown, as it turns micromark's events into a tree, calls each event's handler
// with a fresh copy of its context (`{...context, sliceSerialize}`).
// The copies were an eighth of the time spent parsing markdown and a good part of its garbage; the
// handlers only read the shared stack and data through `this`, synchronously, so one context with the
// current `sliceSerialize` set before each call gives the same trees (test/unit/from-markdown-context.test.ts
// compares them on every markdown file of the repository) with markdown parsed about a quarter faster.
// Buys: the markdown stages of the 1,000-page corpus took 5.6 s of CPU, 7.5 s without it (median of 3):
// 13% of its cold build (14.8 s); on the shipped site, less than the spread between runs.
const PER_EVENT_COPY = /handler\[events\[index\]\[1\]\.type\]\.call\(\{\n\s*\.\.\.context,\n\s*sliceSerialize: events\[index\]\[2\]\.sliceSerialize\n\s*\}, events\[index\]\[1\]\);/;

/** The module's source with the per-event copy replaced; throws when the code it expects is not there (a new version of the package). */
export function withSharedContext(source) {
  if (!PER_EVENT_COPY.test(source)) {
    throw new Error('mdast-util-from-markdown no longer has the per-event context copy this build replaces: check its new code and update compiler/fast-paths/from-markdown-context.mjs.');
  }
  return source.replace(PER_EVENT_COPY, 'context.sliceSerialize = events[index][2].sliceSerialize;\n        handler[events[index][1].type].call(context, events[index][1]);');
}

/** mdast-util-from-markdown's tree builder, its context shared (see `patched-modules.mjs`). */
export const fromMarkdownContext = {
  name: 'from-markdown-context',
  filter: /[\\/]mdast-util-from-markdown[\\/]lib[\\/]index\.js$/,
  patch: (_file, source) => withSharedContext(source),
};
