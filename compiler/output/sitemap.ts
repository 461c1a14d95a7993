import { escapeHtml } from '../../templates/document';

/** `sitemap.xml` listing every page by its canonical URL, with the date it last changed where known. */
export function renderSitemap(pages: { url: string; lastmod?: string | undefined }[]): string {
  const entries = pages.map(({ url, lastmod }) => `<url><loc>${escapeHtml(url)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

export function renderRobots(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}
