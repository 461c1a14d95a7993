import path from 'node:path';
import { routeFilePath } from '../output/route-segment';

/**
 * The route of a page's markdown twin, as mui.com names them: `/x/react-data-grid/sorting/` →
 * `/x/react-data-grid/sorting.md`; the home page `/` → `/index.md`.
 */
export function twinRoute(route: string): string {
  const trimmed = route.replace(/\/+$/, '');
  return trimmed === '' ? '/index.md' : `${trimmed}.md`;
}

/** The twin's file in the output folder. */
export function twinFileOf(outDir: string, route: string): string {
  return path.join(outDir, routeFilePath(twinRoute(route)));
}
