import { createElement, type ReactElement } from 'react';
import { DemoErrorBoundary } from '../../templates/demo/DemoErrorBoundary';
import { countGridPreviews, type GridPreviewCount } from '../../templates/demo/data-grid-preview';
import { islandIdPrefix } from '../../templates/shared/demo';
import type { Translations } from '../../templates/shared/site';
import type { EmotionRenderer, RenderedFragment } from './emotion-renderer';
import { watchedStep } from './watched-steps';

/** `make()`'s value for `key`, kept in `kept` with the `limit` most recently used. */
export function recentlyUsed<T>(kept: Map<string, T>, key: string, limit: number, make: () => T): T {
  let value = kept.get(key);
  if (value === undefined) {
    value = make();
    if (kept.size >= limit) kept.delete(kept.keys().next().value!);
  } else kept.delete(key);
  kept.set(key, value);
  return value;
}

/**
 * An island's server render as its own root, with the id prefix its hydration uses, its data grids
 * previewed; kept under `cacheKey` (see `renderedDemo`).
 */
export function renderIsland(renderer: EmotionRenderer, demo: { name: string; key: string }, cacheKey: string, content: ReactElement, ctx: { strings: Translations }, known: ReadonlySet<string>): RenderedDemo {
  return renderedDemo(renderer, cacheKey, () => {
    const element = createElement(DemoErrorBoundary, { name: demo.name, children: content });
    // The site's code runs here: a render that never ends stops this thread (see `watchedStep`).
    return watchedStep('render', cacheKey, () => previewingGrids(() => withoutLicenseNotice(() => renderer.render(element, ctx.strings, known, islandIdPrefix(demo.key)))));
  });
}

/** Demo renders kept per renderer: the few most recently used, enough for a page's twins. */
const RENDERS_KEPT = 48;
export type RenderedDemo = RenderedFragment & { grids: GridPreviewCount };
const renders = new WeakMap<EmotionRenderer, Map<string, RenderedDemo>>();

/**
 * A demo's server render, reused for the next page that shows the same source: an untranslated
 * page's twins (rendered one after the other by the same worker) show the same demos, and a demo's
 * markup does not depend on the page's language (demos use their packages' locales, not the site's
 * strings). Only successful renders are kept; the markup depends on the component and its id prefix,
 * both in the key, and on the renderer's styles, whose cache is the renderer's own.
 */
function renderedDemo(renderer: EmotionRenderer, key: string, render: () => RenderedDemo): RenderedDemo {
  let kept = renders.get(renderer);
  if (!kept) renders.set(renderer, (kept = new Map()));
  return recentlyUsed(kept, key, RENDERS_KEPT, render);
}

/**
 * Renders with the data grids previewed (see `countGridPreviews`), counting them. A preview that
 * throws (a cell renderer that needs the live grid's context) is not the demo's error: the demo is
 * then rendered with its grids as they render on the server, empty, and only an error there is its own.
 */
function previewingGrids(render: () => RenderedFragment): RenderedDemo {
  try {
    const { result, count } = countGridPreviews(render);
    return { ...result, grids: count };
  } catch {
    const { result } = countGridPreviews(render, false);
    return { ...result, grids: { previewed: 0, declined: 0 } };
  }
}

/**
 * Pro and Premium components print a boxed "missing license key" notice on first render. In a build it
 * says nothing new (the pages say it once, the watermark shows it), so it is kept out of the build output.
 */
function withoutLicenseNotice<T>(render: () => T): T {
  const original = console.error;
  console.error = (...args: unknown[]) => {
    if (args.some((a) => typeof a === 'string' && a.includes('MUI X: Missing license key'))) return;
    original(...args);
  };
  try {
    return render();
  } finally {
    console.error = original;
  }
}
