/** The route and language of a markdown file given its folder segments. */
export function routeOfFile(segments: string[], fileName: string, defaultLanguage = 'en'): { route: string; lang: string } {
  return routeInFolder(routeOfFolder(segments), fileName, defaultLanguage);
}

/** The route of a folder's index page, in the default language. */
export function routeOfFolder(segments: string[]): string {
  return `/${segments.map(encodeSegment).join('/')}${segments.length ? '/' : ''}`;
}

/** `routeOfFile` for a file of the folder whose route is `folderRoute` (see `routeOfFolder`). */
export function routeInFolder(folderRoute: string, fileName: string, defaultLanguage: string): { route: string; lang: string } {
  const base = fileName.replace(/\.md$/, '');
  const translated = base.match(/^index-([a-z]{2}(?:-[A-Z]{2})?)$/);
  const lang = translated ? translated[1]! : defaultLanguage;
  const isIndex = base === 'index' || base.toLowerCase() === 'readme' || translated !== null;
  const route = isIndex ? folderRoute : `${folderRoute}${encodeSegment(base)}/`;
  return { route: lang === defaultLanguage ? route : `/${lang}${route}`, lang };
}

function encodeSegment(segment: string): string {
  return segment.replace(/\s+/g, '-');
}
