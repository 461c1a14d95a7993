import type { Element, Root } from 'hast';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import type { PageLink } from '../../templates/shared/page';
import { routeOfFile } from '../site/discover-pages';
import { hasTranslations } from '../../templates/paths';

export interface LinkContext {
  /** The page's own route, e.g. `/x/react-tree-view/`. */
  route: string;
  /** The markdown file relative to the content folder, POSIX separators. */
  contentPath: string;
  /** Prefix the site is served under, `/` by default. */
  base: string;
  defaultLanguage: string;
  /** `/zh` on Chinese pages: links to other pages stay in the reader's language. */
  languagePrefix?: string;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const ASSET_EXTENSION = /\.(?!md$)[a-z0-9]{1,5}$/i;

/**
 * Rewrites internal links (routes, relative routes, relative `.md` files) to their served URL and
 * records each one with its position, so broken links and anchors can be reported after every page is known.
 */
export function rewriteLinks(tree: Root, ctx: LinkContext): PageLink[] {
  const links: PageLink[] = [];
  const base = ctx.base.replace(/\/+$/, '');
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'a' || typeof node.properties.href !== 'string' || !node.position) return;
    const href = node.properties.href;
    if (SCHEME.test(href) || href.startsWith('//')) {
      if (/^https?:/.test(href)) {
        node.properties.target = '_blank';
        node.properties.rel = ['noopener', 'noreferrer'];
      }
      return;
    }
    const resolved = resolveHref(href, ctx);
    if (!resolved) return;
    const prefix = ctx.languagePrefix;
    if (prefix && !resolved.route.startsWith(`${prefix}/`) && hasTranslations(resolved.route)) resolved.route = `${prefix}${resolved.route}`;
    const start = node.position?.start;
    links.push({ route: resolved.route, hash: resolved.hash, line: start?.line ?? 0, column: start?.column ?? 0 });
    node.properties.href = resolved.route === ctx.route && href.startsWith('#') ? href : `${base}${resolved.route}${resolved.hash ? `#${resolved.hash}` : ''}`;
  });
  return links;
}

/** Resolves an internal href to a route and a hash; `undefined` for asset files. */
export function resolveHref(href: string, ctx: LinkContext): { route: string; hash: string } | undefined {
  const hashIndex = href.indexOf('#');
  const target = hashIndex >= 0 ? href.slice(0, hashIndex) : href;
  const hash = hashIndex >= 0 ? decodeURIComponent(href.slice(hashIndex + 1)) : '';
  const pathPart = target.split('?')[0]!;
  if (pathPart === '') return { route: ctx.route, hash };
  if (pathPart.endsWith('.md')) {
    const fromDir = path.posix.dirname(ctx.contentPath);
    const file = pathPart.startsWith('/') ? pathPart.slice(1) : path.posix.normalize(path.posix.join(fromDir, pathPart));
    const segments = file.split('/');
    const name = segments.pop()!;
    return { route: routeOfFile(segments.filter((s) => s && s !== '.'), name, ctx.defaultLanguage).route, hash };
  }
  if (ASSET_EXTENSION.test(pathPart)) return undefined;
  const absolute = pathPart.startsWith('/') ? pathPart : path.posix.join(ctx.route, pathPart);
  const normal = path.posix.normalize(absolute);
  return { route: normal.endsWith('/') ? normal : `${normal}/`, hash };
}
