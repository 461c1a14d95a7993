/**
 * A static preview of a data grid, rendered on the server in the grid's place.
 *
 * The data grid renders nothing on the server (it measures its container before it lays out rows),
 * so a page showed an empty box until the grid had loaded and mounted as the demo came into view:
 * several hundred milliseconds of blocked main thread on a slow phone, right at page load. In its
 * place the server renders what the grid will show first: its column headers, the first rows in
 * their initial order and its footer, with the grid's own column type defaults, value getters and
 * formatters, cell renderers and sort comparators. The browser then replaces the preview with the
 * live grid when the reader reaches for the demo (see runtime/islands.ts), instead of mounting the
 * grid on sight.
 *
 * A grid whose first screen the preview cannot show as the grid would (grouping, tree data, custom
 * slots, styling through `sx` or class names, Premium's toolbar, server-side data, …) declines: it
 * renders nothing, as the grid itself does, and its demo is mounted as it comes into view, as before.
 *
 * This file wraps the packages' grid components; `grid-preview-model.ts` decides what a preview shows
 * (`grid-preview-props.ts`: which props it accounts for) and `grid-preview-view.tsx` draws it.
 */
import type { ComponentType } from 'react';
import { previewModel, type GridKind, type GridProps, type Column, type PreviewModel } from './grid-preview-model';
import { GridPreview } from './grid-preview-view';

/** Whether the grids of a render were previewed or declined, counted by `countGridPreviews`. */
export interface GridPreviewCount {
  previewed: number;
  declined: number;
}

let counting: GridPreviewCount | undefined;

/**
 * Runs a (synchronous) server render with the grids in it previewed, counting how many were and how
 * many declined. Outside such a render, or with `previews` false, the wrapped grids render as the
 * grid does on the server: nothing.
 */
export function countGridPreviews<T>(render: () => T, previews = true): { result: T; count: GridPreviewCount } {
  const count: GridPreviewCount = { previewed: 0, declined: 0 };
  const outer = counting;
  counting = previews ? count : undefined;
  try {
    return { result: render(), count };
  } finally {
    counting = outer;
  }
}

/** The grid components the packages export, and what sets them apart for a preview. */
const GRID_COMPONENTS: Record<string, GridKind> = {
  DataGrid: { multiSort: false, pagination: true, toolbar: true },
  DataGridPro: { multiSort: true, pagination: false, toolbar: true },
  DataGridPremium: { multiSort: true, pagination: false, toolbar: false },
};

type Exports = Record<string, unknown>;

/** A data grid package's exports with its grid components previewed on the server. */
export function withGridPreviews(pkg: Exports): Exports {
  const types = typeof pkg.getGridDefaultColumnTypes === 'function' ? (pkg.getGridDefaultColumnTypes as () => Record<string, Column>)() : undefined;
  if (!types) return pkg;
  const wrapped: Exports = { ...pkg };
  // Not enumerable, so not spread: the flag by which compiled imports take the exports as an ES module's.
  if (pkg.__esModule) Object.defineProperty(wrapped, '__esModule', { value: true });
  for (const [name, kind] of Object.entries(GRID_COMPONENTS)) {
    const Grid = pkg[name] as ComponentType<GridProps> | undefined;
    if (!Grid) continue;
    const Previewed = (props: GridProps) => {
      if (!counting) return <Grid {...props} />;
      let model: PreviewModel | undefined;
      try {
        model = previewModel(props, types, kind);
      } catch {
        model = undefined;
      }
      if (!model) {
        counting.declined += 1;
        return <Grid {...props} />;
      }
      counting.previewed += 1;
      return <GridPreview model={model} />;
    };
    Previewed.displayName = name;
    wrapped[name] = Previewed;
  }
  return wrapped;
}
