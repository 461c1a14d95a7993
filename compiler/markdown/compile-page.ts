import type { Element as HastElement, Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import path from 'node:path';
import type { FrontMatter, PageLink, TocEntry } from '../../templates/shared/page';
import { diagnostic, type Diagnostic } from '../helpers/diagnostics';
import { transformCallouts, transformGithubAlerts } from './callouts';
import { checkCodeFences } from './code-fences';
import { transformCodeTabs } from './code-tabs';
import type { EmbeddedDemo } from '../demos/embedded-demo';
import { transformEmbeds } from './embeds';
import { keepFenceMeta } from './fence-meta';
import { parseFrontMatter } from './front-matter';
import { collectIds, slugHeadings, type HeadingIds } from './headings';
import { highlightCode } from './highlight';
import type { Highlighter } from './highlight-cache';
import { checkMarkdownLimits } from './limits';
import { rewriteLinks, type LinkContext } from './links';
import type { MarkdownParses } from './markdown-parses';
import { parseMarkdown } from './parse-markdown';
import { checkRawHtml } from './raw-html';
import { extractPageHead, TITLE_MAX } from './page-head';
import { mdastToHast } from './to-hast';

export interface CompileInput {
  source: string;
  route: string;
  /** Absolute path of the markdown file. */
  file: string;
  /** Path shown in diagnostics. */
  displayPath: string;
  /** The markdown file relative to the content folder, POSIX separators. */
  contentPath: string;
  contentDir: string;
  base: string;
  defaultLanguage: string;
  /** Component embed names to the registered components they render. */
  components: ReadonlyMap<string, string>;
  languagePrefix?: string;
  /** Path prefixes of other sites (see SiteConfig.externalLinks). */
  externalLinks?: Readonly<Record<string, string>>;
  /** How headings get their ids (see SiteConfig.headingIds). */
  headingIds?: HeadingIds;
  /** Number the lines of code blocks that do not say otherwise (see SiteConfig.codeLineNumbers). */
  codeLineNumbers?: boolean;
  /** Highlights fenced code; `highlightHtml` when not given. */
  highlight?: Highlighter;
  /** Keeps each page's last parse, to re-parse only what an edit reaches (`docs dev`, `--watch`). */
  parses?: MarkdownParses;
}

export interface CompiledPage {
  route: string;
  frontMatter: FrontMatter;
  title?: string;
  description?: string;
  toc: TocEntry[];
  links: PageLink[];
  ids: string[];
  hast: HastRoot;
  /** The markdown tree the HTML came from, with callouts and embeds marked: the page's markdown twin is written from it. */
  mdast: MdastRoot;
  /** The markdown the tree was parsed from (front matter aside): the tree's positions are offsets in it. */
  body: string;
  demos: EmbeddedDemo[];
  diagnostics: Diagnostic[];
}

/**
 * Markdown source → hast ready to render, plus everything the checks need. Pure apart from reading demo files.
 * Never throws for bad content: a page too large, binary or too deeply nested for the markdown stages is
 * refused before parsing, with a located error, and comes back as an empty page.
 */
export function compilePage(input: CompileInput): CompiledPage {
  return servedAt(compileSource(input), input.route, input.languagePrefix, false);
}

/**
 * A page compiled up to what depends on where it is served: its links. The untranslated twins of a
 * page (`/zh/…` showing the English text) share one, each with its own links (`servedAt`).
 */
export interface CompiledSource extends Omit<CompiledPage, 'route' | 'links'> {
  linkContext: Omit<LinkContext, 'route' | 'languagePrefix' | 'diagnostics'>;
}

/** `compilePage` without the links: `input.route` and `input.languagePrefix` are not read. */
export function compileSource(input: CompileInput): CompiledSource {
  const file = input.displayPath;
  // A byte order mark is invisible in editors; without it, front matter on the first line is recognised.
  const source = input.source.charCodeAt(0) === 0xfeff ? input.source.slice(1) : input.source;
  const refused = checkMarkdownLimits(source, file);
  if (refused.length) return emptySource(input, refused);
  try {
    return compileWithinLimits({ ...input, source });
  } catch (error) {
    // The limits above keep real pages far from the stack; this is the last line of defence.
    if (!(error instanceof RangeError) || !/call stack/i.test(error.message)) throw error;
    return emptySource(input, [
      diagnostic('markdown-too-deep', 'error', file, { line: 1, column: 1 }, 'The page is nested too deeply for the markdown stages (stack overflow).', 'Flatten deeply nested lists, quotes, callouts or HTML elements.'),
    ]);
  }
}

/**
 * The page served at `route`, its internal links resolved from there and kept in the language of
 * `languagePrefix`. With `copy`, the source's tree is left as it is, for another twin.
 */
export function servedAt(compiled: CompiledSource, route: string, languagePrefix: string | undefined, copy: boolean): CompiledPage {
  const { linkContext, ...page } = compiled;
  const hast = copy ? (withCopiedLinks(compiled.hast) as HastRoot) : compiled.hast;
  const diagnostics = [...compiled.diagnostics];
  const links = rewriteLinks(hast, { ...linkContext, route, ...(languagePrefix ? { languagePrefix } : {}), diagnostics });
  return { ...page, route, hast, links, diagnostics };
}

/**
 * The tree with new nodes from the root down to each link, the only nodes `rewriteLinks` changes;
 * everything else is shared. (A deep copy of each page's tree cost more than its render.)
 */
function withCopiedLinks(node: HastRoot | HastElement): HastRoot | HastElement {
  let children: HastRoot['children'] | undefined;
  node.children.forEach((child, i) => {
    if (child.type !== 'element') return;
    const copied = withCopiedLinks(child);
    if (copied === child) return;
    children ??= [...node.children];
    children[i] = copied as HastElement;
  });
  if (node.type === 'element' && node.tagName === 'a') return { ...node, properties: { ...node.properties }, ...(children ? { children: children as HastElement['children'] } : {}) };
  return children ? ({ ...node, children } as HastRoot | HastElement) : node;
}

function linkContextOf(input: CompileInput): CompiledSource['linkContext'] {
  return { contentPath: input.contentPath, base: input.base, defaultLanguage: input.defaultLanguage, file: input.displayPath, ...(input.externalLinks ? { externalLinks: input.externalLinks } : {}) };
}

function emptySource(input: CompileInput, diagnostics: Diagnostic[]): CompiledSource {
  return { frontMatter: {}, toc: [], ids: [], hast: { type: 'root', children: [] }, mdast: { type: 'root', children: [] }, body: '', demos: [], diagnostics, linkContext: linkContextOf(input) };
}

function compileWithinLimits(input: CompileInput): CompiledSource {
  const diagnostics: Diagnostic[] = [];
  const file = input.displayPath;
  const fm = parseFrontMatter(input.source, file);
  diagnostics.push(...fm.diagnostics);
  if (input.source.trim() === '') {
    diagnostics.push(diagnostic('page-empty', 'error', file, { line: 1, column: 1 }, 'The markdown file is empty.', 'Write a # Title line and a <p class="description"> paragraph, or delete the file.'));
  }
  const mdast = input.parses ? input.parses.parse(input.file, fm.body) : parseMarkdown(fm.body);
  checkRawHtml(mdast, file, diagnostics);
  transformCallouts(mdast, fm.body, file, diagnostics);
  // Each a walk over the whole tree, for what most pages do not have.
  if (fm.body.includes('[!')) transformGithubAlerts(mdast);
  checkCodeFences(mdast, fm.body, file, diagnostics);
  if (/<\/?codeblock/i.test(fm.body)) transformCodeTabs(mdast, file, diagnostics);
  const demos: EmbeddedDemo[] = [];
  transformEmbeds(mdast, { file, dir: path.dirname(input.file), contentDir: input.contentDir, components: input.components, diagnostics, demos });
  keepFenceMeta(mdast);
  const hast = mdastToHast(mdast, (error) =>
    diagnostics.push(
      diagnostic('html-unparsable', 'error', file, { line: 1, column: 1 }, `The HTML of this page could not be parsed (${error.message}); it is shown as text.`, 'Look for raw HTML tags, comments or quotes left open, and close them.'),
    ),
  );
  const head = extractPageHead(hast, file, diagnostics);
  if (fm.data.title && fm.data.title.length > TITLE_MAX) {
    diagnostics.push(diagnostic('title-too-long', 'warning', file, fm.keys.title ?? { line: 2, column: 1 }, `Front matter title is ${fm.data.title.length} characters; keep it under ${TITLE_MAX + 1}.`, 'Shorten the title.'));
  }
  const toc = slugHeadings(hast, input.headingIds);
  const highlighted = highlightCode(hast, input.highlight, input.codeLineNumbers ? { lineNumbers: true } : {});
  return {
    frontMatter: fm.data,
    ...(head.title !== undefined ? { title: head.title } : {}),
    ...(head.description !== undefined ? { description: head.description } : fm.data.description ? { description: fm.data.description } : {}),
    toc,
    ids: collectIds(highlighted),
    hast: highlighted,
    mdast,
    body: fm.body,
    demos,
    diagnostics,
    linkContext: linkContextOf(input),
  };
}
