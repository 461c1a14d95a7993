/** MUI's mark (36 × 32), for sites that set `logo: 'mui'` or `favicon: 'mui'`. */
export const MUI_MARK_PATH =
  'M30.3 21.7V10.9l2.8-1.6v10.8l-2.8 1.6ZM22.8 32 12.9 26.3v-5.9l9.9 5.7 9.9-5.7v5.9L22.8 32ZM0 3.5l3-1.7v11.6l9.9 5.7v5.9L0 17.6V3.5Zm6 2.9v4.8l4.8 2.8V9.2L6 6.4Zm6.9-4.1L9.9.6l12.9 7.4 12.9-7.4-3 1.7v11.6l-9.9 5.7-9.9-5.7V2.3Z';

/** MUI's mark in MUI's blue: `favicon: 'mui'`. */
export const MUI_FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 32"><path fill="#0072E5" d="${MUI_MARK_PATH}"/></svg>`;

/**
 * The icon of a site that names none: a page with a folded corner and three lines, white on a rounded
 * square of `colour` (a CSS hex colour; anything else is not written into the file).
 */
export function defaultFaviconSvg(colour: string): string {
  const fill = /^#[0-9a-f]{3,8}$/i.test(colour) ? colour : DEFAULT_FAVICON_COLOUR;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${fill}"/>` +
    `<path fill="#fff" d="M10 6h9l5 5v15a1 1 0 0 1-1 1H10a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1Z"/>` +
    `<path fill="${fill}" d="M19 6v4a1 1 0 0 0 1 1h4ZM12 15h8v1.6h-8ZM12 19h8v1.6h-8ZM12 23h5v1.6h-5Z"/></svg>`
  );
}

/** The theme's primary colour when the site sets none (see `createDocsTheme`). */
export const DEFAULT_FAVICON_COLOUR = '#0072E5';
