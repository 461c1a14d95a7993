import type { DemoData } from '../shared/demo';
import { islandIdPrefix } from '../shared/demo';

/** The attributes the island loader (runtime/islands.ts) reads on the element a demo or playground hydrates in. */
export function islandAttributes(demo: DemoData, crashedLabel: string) {
  return {
    'data-island': 'demo',
    'data-island-key': demo.key,
    'data-island-prefix': islandIdPrefix(demo.key),
    'data-island-src': demo.chunk,
    'data-island-hydrate': demo.hydrateOnView ? 'view' : undefined,
    'data-island-replace': demo.replacesMarkup ? '' : undefined,
    'data-crashed-label': crashedLabel,
  };
}
