import { compilePage, type CompiledPage } from '../../compiler/markdown/compile-page';
import { toHtml } from 'hast-util-to-html';

/** Compiles markdown as the page `/guide/` of a site, with the fixture's folder for demos. */
export function compile(source: string, options: { route?: string; dir?: string; components?: string[] } = {}): CompiledPage & { html: string } {
  const route = options.route ?? '/guide/';
  const dir = options.dir ?? '/nowhere';
  const page = compilePage({
    source,
    route,
    file: `${dir}/index.md`,
    displayPath: 'page.md',
    contentPath: `${route.slice(1)}index.md`,
    // Demos sit next to the page in `dir`, so their keys are bare names.
    contentDir: dir,
    base: '/',
    defaultLanguage: 'en',
    components: new Map((options.components ?? []).map((name) => [name, name])),
  });
  return { ...page, html: toHtml(page.hast) };
}
