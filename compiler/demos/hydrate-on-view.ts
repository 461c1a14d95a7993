import type { GridPreviewCount } from '../../templates/demo/data-grid-preview';

/**
 * Calls in a demo's own code that do work once it is mounted: effects, timers, animation frames,
 * and the `dataSource` prop with which the data grid and the tree view load their rows or items.
 * Such a demo's server markup shows only a first state (a loading overlay, a clock at zero).
 */
const AFTER_MOUNT = /\buse(?:Layout|Insertion)?Effect\s*\(|\bset(?:Timeout|Interval)\s*\(|\brequestAnimationFrame\s*\(|\bdataSource\s*[=:{]/;

/** The data grid renders nothing on the server (unless previewed): its content appears only once mounted in a browser. */
const CLIENT_ONLY = /\bfrom\s*['"]@mui\/x-data-grid(?:-pro|-premium)?(?:\/[^'"]*)?['"]/;

/** Elements that show something without any text in them. */
const MEDIA = /<(?:svg|img|canvas|video|input|textarea|select|iframe)\b/i;

/**
 * Whether a demo is hydrated as soon as it nears the viewport rather than when the reader reaches
 * for it (see runtime/islands.ts): when its server markup is not what the reader should see, because
 * its code works after mounting, because it shows a data grid the server did not preview, or because
 * the markup shows nothing at all. Comments and strings in the source are not told apart from code: a
 * false positive only hydrates a demo earlier than needed.
 */
export function hydratesOnView(source: string, serverHtml: string, grids: GridPreviewCount = { previewed: 0, declined: 0 }): boolean {
  if (AFTER_MOUNT.test(source)) return true;
  // Every grid of the demo previewed (templates/demo/data-grid-preview.tsx): the markup shows what they will.
  if (CLIENT_ONLY.test(source) && !(grids.previewed > 0 && grids.declined === 0)) return true;
  return !MEDIA.test(serverHtml) && !/\S/.test(serverHtml.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ''));
}
