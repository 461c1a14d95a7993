/** The data grid's own icons, as the preview draws them. */
import type { ReactNode } from 'react';

/** Paths of the grid's own icons. */
export const ICONS = {
  check: 'M9 16.17L4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z',
  close: 'M19 6.41L17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
  columns: 'M14.67 5v14H9.33V5zm1 14H21V5h-5.33zm-7.34 0V5H3v14z',
  filters: 'M10 18h4v-2h-4v2zM3 6v2h18V6H3zm3 7h12v-2H6v2z',
  exports: 'M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z',
  search:
    'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z',
  sortAsc: 'M4 12l1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8-8 8z',
  sortDesc: 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z',
  checkbox: 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.89 2-2V5c0-1.1-.89-2-2-2z',
};

/** The boolean type's cell: a check or a cross (its own renderer reads the grid's context). */
export function booleanCell({ value }: Record<string, unknown>): ReactNode {
  return (
    <svg
      className="docs-grid-preview-boolean"
      data-value={String(Boolean(value))}
      viewBox="0 0 24 24"
      focusable="false"
      role="img"
      aria-label={value ? 'yes' : 'no'}
    >
      <path d={value ? ICONS.check : ICONS.close} />
    </svg>
  );
}
