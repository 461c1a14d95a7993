import { createElement } from 'react';
import { API_SECTIONS, ApiPageContent } from '../../templates/api/ApiPageContent';
import { PageLayout } from '../../templates/page/PageLayout';
import type { ApiPage } from '../../templates/shared/api';
import type { PageMeta, TocEntry } from '../../templates/shared/page';
import type { Translations } from '../../templates/shared/site';
import { JsDocRenderer } from '../api/jsdoc-html';
import { diagnostic } from '../helpers/diagnostics';
import { highlightSource } from '../demos/highlight-source';
import type { EmotionRenderer } from '../demos/emotion-renderer';
import type { PageJob, PageResult, RenderContext } from './page-job';
import { FRAME_IDS, writePage, writeTwin } from './write-page';
import { apiPageMarkdown } from '../twins/api-markdown';
import { twinRoute } from '../twins/twin-path';
import { indexPage } from '../search/index-language';

/** One per process: the same descriptions recur across the grid's three plans and every language. */
const jsDoc = new JsDocRenderer();
const summaryOf = (description: string) => jsDoc.summary(description);
const renderJsDoc = (description: string) => jsDoc.toHtml(description);
/** Highlighted import blocks: every language's page of a component shows the same one. */
const importBlocks = new Map<string, string>();
const highlightImports = (imports: string) => {
  let html = importBlocks.get(imports);
  if (html === undefined) importBlocks.set(imports, (html = highlightSource(imports, 'tsx')));
  return html;
};

/** Renders a generated API reference page: the same frame and layout as a guide, with the API tables as content. */
export async function renderApiPage(job: PageJob, page: ApiPage, ctx: RenderContext, renderer: EmotionRenderer, known: ReadonlySet<string>): Promise<PageResult> {
  const strings = ctx.strings[job.lang] ?? {};
  const prefix = job.lang === ctx.config.defaultLanguage ? '' : `/${job.lang}`;
  const localized = { ...page, demos: page.demos.map((d) => ({ ...d, pathname: `${ctx.base.replace(/\/$/, '')}${prefix}${d.pathname}` })) };
  const sections = sectionsOf(page, strings);
  const toc: TocEntry[] = sections.filter(([, shown]) => shown).map(([key, , text]) => ({ id: API_SECTIONS[key], text, depth: 2 }));
  const fallback = page.kind === 'component' ? strings['api.fallbackDescription'] : strings['api.fallbackInterfaceDescription'];
  const description = summaryOf(page.description) || (fallback ?? '{name}').replace('{name}', page.name).replace('{package}', page.packageName);
  const result: PageResult = {
    route: job.route,
    displayPath: job.displayPath,
    links: page.demos.map((d) => ({ route: `${prefix}${d.pathname}`, hash: '', line: 0, column: 0 })),
    ids: idsOf(page, toc),
    diagnostics: [],
    bytes: 0,
    demoFiles: [],
    search: searchEntryOf(job, ctx, page, toc, description),
  };
  if (!ctx.write) return result;
  const meta = pageMetaOf(job, ctx, page, toc, description);
  try {
    const importHtml = highlightImports(page.imports.join('\n'));
    const element = createElement(PageLayout, { meta, plan: page.plan, base: ctx.base, ads: Boolean(ctx.ads), children: createElement(ApiPageContent, { page: localized, importHtml, renderJsDoc }) });
    const rendered = renderer.render(element, strings, known);
    const html = writePage(job, ctx, meta, rendered, strings);
    const markdown = twinMarkdown(localized, sections, strings, description);
    writeTwin(ctx.outDir, job.route, markdown);
    result.bytes = Buffer.byteLength(html);
    result.title = page.title;
    result.description = description;
    if (ctx.keepHtml || job.cacheKey) {
      result.html = html;
      result.markdown = markdown;
    }
  } catch (error) {
    result.diagnostics.push(diagnostic('api-render', 'error', job.displayPath, undefined, `Rendering the API page failed: ${(error as Error).message}`));
  }
  return result;
}

/** Each section of the page: whether it is shown, and its heading in the page's language. */
type Section = [key: keyof typeof API_SECTIONS, shown: boolean, heading: string];

function sectionsOf(page: ApiPage, strings: Translations): Section[] {
  return [
    ['import', true, strings['api.import'] ?? 'Import'],
    ['props', page.props.length > 0, (page.kind === 'component' ? strings['api.props'] : strings['api.properties']) ?? 'Props'],
    ['slots', page.slots.length > 0, strings['api.slots'] ?? 'Slots'],
    ['classes', page.cssClasses.length > 0, strings['api.cssClasses'] ?? 'CSS classes'],
    ['methods', page.methods.length > 0, strings['api.methods'] ?? 'Methods'],
    ['demos', page.demos.length > 0, strings['api.demos'] ?? 'Demos'],
  ];
}

/** The ids a link may point at: the sections', each member's and the frame's. */
function idsOf(page: ApiPage, toc: TocEntry[]): string[] {
  const memberPrefix = page.kind === 'component' ? 'prop' : 'property';
  return [
    ...toc.map((t) => t.id),
    ...page.props.map((p) => `${memberPrefix}-${p.name}`),
    ...page.slots.map((s) => `slot-${s.name}`),
    ...page.methods.map((m) => `method-${m.name}`),
    ...FRAME_IDS,
  ];
}

/** The page in the search index: its description, then its props and its methods as sections of their own. */
function searchEntryOf(job: PageJob, ctx: RenderContext, page: ApiPage, toc: TocEntry[], description: string): PageResult['search'] {
  const section = (anchor: string, members: { name: string; description: string }[]) => ({
    anchor,
    heading: toc.find((t) => t.id === anchor)!.text,
    text: members.map((m) => `${m.name} ${summaryOf(m.description)}`).join(' '),
  });
  return indexPage(
    {
      route: job.route,
      lang: job.lang,
      title: page.title,
      product: job.breadcrumbs[0]?.title ?? ctx.config.productName,
      reference: true,
      sections: [
        { anchor: '', heading: '', text: `${page.name} ${description}` },
        ...(page.props.length ? [section(API_SECTIONS.props, page.props)] : []),
        ...(page.methods.length ? [section(API_SECTIONS.methods, page.methods)] : []),
      ],
    },
    job.lang,
  );
}

function pageMetaOf(job: PageJob, ctx: RenderContext, page: ApiPage, toc: TocEntry[], description: string): PageMeta {
  return {
    route: job.route,
    lang: job.lang,
    title: page.title,
    documentTitle: page.title,
    description,
    toc,
    breadcrumbs: job.breadcrumbs,
    untranslated: job.untranslated,
    ...(job.previous ? { previous: job.previous } : {}),
    ...(job.next ? { next: job.next } : {}),
    ...(job.disableDrawer ? { disableDrawer: true } : {}),
    markdownUrl: `${ctx.base.replace(/\/$/, '')}${twinRoute(job.route)}`,
  };
}

function twinMarkdown(localized: ApiPage, sections: Section[], strings: Translations, description: string): string {
  const label = (key: string, fallback: string) => strings[key] ?? fallback;
  // The section headings are the HTML page's own.
  const heading = Object.fromEntries(sections.map(([key, , text]) => [key, text])) as Record<keyof typeof API_SECTIONS, string>;
  return apiPageMarkdown(
    localized,
    {
      import: heading.import,
      props: heading.props,
      slots: heading.slots,
      classes: heading.classes,
      methods: heading.methods,
      demos: heading.demos,
      name: label('api.name', 'Name'),
      type: label('api.type', 'Type'),
      default: label('api.default', 'Default'),
      description: label('api.description', 'Description'),
    },
    description,
  );
}
