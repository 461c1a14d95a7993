/**
 * The first render of a responsive MUI X chart, made the same on the server and in the browser.
 *
 * A chart without a `width` prop starts at width 0 and measures its container in a layout effect, and
 * every chart starts its series at their animation's origin (bars of height 0): its server HTML is an
 * empty SVG until a script runs. The charts' own plugins are preset so the first render, on both sides,
 * lays the chart out at {@link CHART_LAYOUT_WIDTH} (the SVG's viewBox scales it to its box) with the
 * animation skipped. After mounting, the chart measures its container and its `skipAnimation` prop
 * takes over, so later data changes animate as usual; a chart given a `width` keeps it.
 */

/** A demo's live area on desktop is 600 px wide in a 1280 px window and 820 px on wide screens. */
export const CHART_LAYOUT_WIDTH = 700;

export interface ChartDimensionsPlugin {
  getInitialState?: (params: { width?: number }, ...rest: never[]) => { dimensions: { width: number } };
}

export interface ChartAnimationPlugin {
  getInitialState?: (params: never, ...rest: never[]) => { animation: { skip: boolean } };
}

const preset = new WeakSet<object>();

function wrap<P, S>(plugin: { getInitialState?: (params: P, ...rest: never[]) => S }, change: (state: S, params: P) => S): void {
  const original = plugin.getInitialState;
  if (!original || preset.has(plugin)) return;
  preset.add(plugin);
  plugin.getInitialState = (params, ...rest) => change(original(params, ...rest), params);
}

export function presetChartFirstRender(dimensions: ChartDimensionsPlugin, animation: ChartAnimationPlugin): void {
  wrap(dimensions, (state, params) =>
    params.width !== undefined || state.dimensions.width !== 0 ? state : { ...state, dimensions: { ...state.dimensions, width: CHART_LAYOUT_WIDTH } },
  );
  // The chart's mount effect sets `animation.skip` from its `skipAnimation` prop.
  wrap(animation, (state) => ({ ...state, animation: { ...state.animation, skip: true } }));
}
