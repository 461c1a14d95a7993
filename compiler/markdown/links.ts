import type { Element, Root } from 'hast';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import type { PageLink } from '../../templates/shared/page';
import { routeOfFile } from '../output/file-route';
import { diagnostic, type Diagnostic } from '../helpers/diagnostics';
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
  /** Where problems with an href itself (a malformed percent escape) are reported, as `file`. */
  diagnostics?: Diagnostic[];
  file?: string;
  /** Path prefixes that belong to other sites, to the URL each stands for (`/material-ui/` → `https://mui.com/material-ui/`). */
  externalLinks?: Readonly<Record<string, string>>;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const ASSET_EXTENSION = /\.(?!md$)[a-z0-9]{1,5}$/i;

/**
 * Rewrites internal links (routes, relative routes, relative `.md` files) to their served URL and
 * records each one with its position, so broken links and anchors can be reported after every page is known.
 */
export function rewriteLinks(tree: Root, ctx: LinkContext): PageLink[] {
  const links: PageLink[] = [];
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'a' || typeof node.properties.href !== 'string' || !node.position) return;
    const href = node.properties.href;
    const served = servedHref(href, ctx);
    if (served.external) {
      node.properties.target = '_blank';
      node.properties.rel = ['noopener', 'noreferrer'];
    }
    node.properties.href = served.href;
    if (!served.link) return;
    const start = node.position?.start;
    if (served.malformed) {
      ctx.diagnostics?.push(
        diagnostic('link-encoding', 'error', ctx.file ?? '', start, `The anchor of ${href} has a malformed percent escape.`, 'Write the heading id as it is (e.g. #überblick), or encode every byte (e.g. #%C3%BCberblick).'),
      );
    }
    links.push({ ...served.link, line: start?.line ?? 0, column: start?.column ?? 0 });
  });
  return links;
}

/**
 * Where an href written in a page leads once the page is served at `ctx.route`: internal links
 * (routes, relative routes, relative `.md` files) become the URL under the site's base, in the
 * reader's language; `link` is the page and anchor to check, absent for external and asset links.
 */
export function servedHref(href: string, ctx: LinkContext): { href: string; external?: true; malformed?: true; link?: { route: string; hash: string } } {
  if (SCHEME.test(href) || href.startsWith('//')) return /^https?:/.test(href) ? { href, external: true } : { href };
  const external = externalHref(href, ctx.externalLinks);
  if (external) return { href: external, external: true };
  const resolved = resolveHref(href, ctx);
  if (!resolved) return { href };
  const prefix = ctx.languagePrefix;
  if (prefix && !resolved.route.startsWith(`${prefix}/`) && hasTranslations(resolved.route)) resolved.route = `${prefix}${resolved.route}`;
  const base = ctx.base.replace(/\/+$/, '');
  return {
    href: resolved.route === ctx.route && href.startsWith('#') ? href : `${base}${resolved.route}${resolved.hash ? `#${resolved.hash}` : ''}`,
    // A malformed anchor is reported; its page is still checked, the anchor cannot be.
    link: { route: resolved.route, hash: resolved.malformed ? '' : resolved.hash },
    ...(resolved.malformed ? { malformed: true as const } : {}),
  };
}

/** The absolute URL of a root-relative href under one of the external prefixes, the longest that matches. */
export function externalHref(href: string, externalLinks: Readonly<Record<string, string>> | undefined): string | undefined {
  if (!externalLinks || !href.startsWith('/')) return undefined;
  const prefix = Object.keys(externalLinks)
    .filter((p) => href.startsWith(p) || `${href}/` === p)
    .sort((a, b) => b.length - a.length)[0];
  if (prefix === undefined) return undefined;
  return `${externalLinks[prefix]}${href.slice(prefix.length)}`;
}

/** Resolves an internal href to a route and a hash; `undefined` for asset files. */
export function resolveHref(href: string, ctx: LinkContext): { route: string; hash: string; malformed?: true } | undefined {
  const hashIndex = href.indexOf('#');
  const target = hashIndex >= 0 ? href.slice(0, hashIndex) : href;
  const rawHash = hashIndex >= 0 ? href.slice(hashIndex + 1) : '';
  const hash = safeDecode(rawHash);
  if (hash === undefined) {
    const resolved = resolveHref(target, ctx);
    return resolved && { ...resolved, hash: rawHash, malformed: true };
  }
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

/** `decodeURIComponent`, or `undefined` for a malformed escape such as `%E0%A4` or a lone `%`. */
function safeDecode(text: string): string | undefined {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
