import type { PlaygroundSpec } from './playground';

export type StylingVariant = 'system' | 'tailwind' | 'css';

/**
 * One styling variant's code in both languages, as highlighted HTML (the inside of `<code>`). The
 * JavaScript listing is in the page (`jsHtml`) or, on built sites, a file fetched when the reader
 * picks JavaScript (`jsSrc`): most readers never see it, and it was a third of a demo page's HTML.
 */
export interface DemoCode {
  variant: StylingVariant;
  tsHtml: string;
  jsHtml?: string;
  jsSrc?: string;
  /** The JavaScript version is the TypeScript source as written (it has no types): one listing, no toggle. */
  sameInJs?: boolean;
}

/** Everything the demo container shows, prepared by the compiler before the page renders. */
export interface DemoData {
  name: string;
  key: string;
  /** Server-rendered markup of the live demo, hydrated in place. */
  html: string;
  /** For `iframe` demos: the CSS of the demo's markup, inlined in the frame's own document. */
  css: string;
  /** The demo's client chunk; absent for demos that failed to compile. */
  chunk?: string;
  /** Client chunks of the other styling variants, swapped in when the reader picks one. */
  variantChunks: Partial<Record<StylingVariant, string>>;
  code: DemoCode[];
  previewHtml?: string;
  sourceUrl?: string;
  /** npm dependencies pinned to the installed versions, for CodeSandbox and StackBlitz. */
  dependencies: Record<string, string>;
  /**
   * Hydrated as soon as it nears the viewport rather than when the reader reaches for it: its server
   * markup is not what the reader should see (see `hydratesOnView`).
   */
  hydrateOnView?: boolean;
  /**
   * Its server markup stands in for what only the browser can render (a data grid's preview): the
   * browser renders the demo afresh in its place instead of hydrating it.
   */
  replacesMarkup?: boolean;
  /** A props playground: the spec its island is rendered with, on the server and at hydration. */
  playground?: PlaygroundSpec;
  /** A component embed's file, shown bare (no frame, toolbar or code): the props its island is rendered with, on the server and at hydration. */
  component?: { props: Record<string, unknown> };
}

/**
 * The files a demo's hydration imports, so the browser can fetch and compile them (not run them)
 * when the demo nears the viewport: an entry's own file and every chunk it imports statically,
 * dependencies first. Indexes into `files`, URLs relative to `base`, so the ~60 shared chunks of a
 * data grid demo are named once per page, not once per demo.
 */
export interface IslandPreloads {
  base: string;
  files: string[];
  /** The hydrator's (React, Material UI, emotion, the theme). */
  hydrator: number[];
  /** Each demo entry's, by its URL. */
  entries: Record<string, number[]>;
}

/** Id of a page's JSON script with the preloads of its demos: `IslandPreloads`, its entries cut to the page's. */
export const ISLAND_PRELOAD_ID = 'docs-island-preload';

/** `useId` prefix of a demo island; the server render and the client hydration must agree. */
export function islandIdPrefix(key: string): string {
  return `d${key.replace(/[^a-zA-Z0-9]/g, '')}-`;
}

/** Id of the element an iframe demo is rendered into and hydrated from. */
export const FRAME_ROOT_ID = 'docs-demo-root';
