import type { BlockContent, Heading, PhrasingContent, RootContent, Table, TableRow } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { visit } from 'unist-util-visit';
import type { ApiPage } from '../../templates/shared/api';
import { parseJsDoc } from '../api/jsdoc-html';

/** Section headings of the twin; the HTML page's come from the UI strings of its language. */
export interface ApiTwinLabels {
  import: string;
  props: string;
  slots: string;
  classes: string;
  methods: string;
  demos: string;
  name: string;
  type: string;
  default: string;
  description: string;
}

const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const text = (value: string): PhrasingContent => ({ type: 'text', value });
const heading = (depth: 1 | 2, value: string): Heading => ({ type: 'heading', depth, children: [text(value)] });

/**
 * JSDoc markdown as the phrasing content of one table cell: the paragraphs and list items of the
 * description, parsed by the pages' parser, one after the other on a line.
 */
function cell(markdown: string): PhrasingContent[] {
  let cached = cells.get(markdown);
  if (!cached) cells.set(markdown, (cached = cellOf(markdown)));
  return cached;
}

/**
 * Cells by JSDoc text, for the life of the process: the grid's three plans and every language show
 * the same descriptions, and the serialiser only reads the nodes.
 */
const cells = new Map<string, PhrasingContent[]>();

function cellOf(markdown: string): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  visit(parseJsDoc(markdown), (node) => {
    if (node.type !== 'paragraph' && node.type !== 'heading' && node.type !== 'code') return;
    if (out.length) out.push(text(' '));
    if (node.type === 'code') out.push(code(node.value.replace(/\s*\n\s*/g, ' ')));
    else out.push(...node.children.map((child) => (child.type === 'break' ? text(' ') : child)));
    return 'skip';
  });
  // Cells are one line: soft breaks inside the description's text become spaces.
  return out.map((node) => (node.type === 'text' ? text(node.value.replace(/\s*\n\s*/g, ' ')) : node));
}

function table(headers: string[], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({ type: 'tableRow', children: cells.map((children) => ({ type: 'tableCell', children })) });
  return { type: 'table', align: headers.map(() => null), children: [row(headers.map((h) => [text(h)])), ...rows.map(row)] };
}

/**
 * An API reference page as markdown: description, import, and the props, slots, CSS classes and
 * methods as tables. The demos' pathnames are used as given (already under the base and in the page's language).
 */
export function apiPageMarkdown(page: ApiPage, labels: ApiTwinLabels, fallbackDescription: string): string {
  const children: RootContent[] = [heading(1, page.title)];
  if (page.description) children.push(...(parseJsDoc(page.description).children as BlockContent[]));
  else children.push({ type: 'paragraph', children: [text(fallbackDescription)] });
  if (page.deprecated) children.push({ type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'strong', children: [text('Deprecated:')] }, text(` ${page.deprecated}`)] }] });
  children.push(heading(2, labels.import), { type: 'code', lang: 'tsx', value: page.imports.join('\n') });
  if (page.props.length) {
    children.push(
      heading(2, labels.props),
      table(
        [labels.name, labels.type, labels.default, labels.description],
        page.props.map((prop) => [
          [code(prop.name), ...(prop.required ? [text(' (required)')] : [])],
          [code(prop.type)],
          prop.default !== undefined ? [code(prop.default)] : [],
          [...(prop.deprecated ? [{ type: 'strong', children: [text('Deprecated:')] } as PhrasingContent, text(` ${prop.deprecated} `)] : []), ...cell(prop.description)],
        ]),
      ),
    );
  }
  if (page.slots.length) {
    children.push(heading(2, labels.slots), table([labels.name, labels.default, labels.description], page.slots.map((slot) => [[code(slot.name)], slot.defaultComponent ? [code(slot.defaultComponent)] : [], cell(slot.description)])));
  }
  if (page.cssClasses.length) {
    children.push(heading(2, labels.classes), table([labels.name, labels.description], page.cssClasses.map((css) => [[code(`.${css.className}`)], cell(css.description)])));
  }
  if (page.methods.length) {
    children.push(heading(2, labels.methods), table([labels.name, labels.type, labels.description], page.methods.map((method) => [[code(method.name)], [code(method.signature)], cell(method.description)])));
  }
  if (page.demos.length) {
    children.push(heading(2, labels.demos), {
      type: 'list',
      ordered: false,
      spread: false,
      children: page.demos.map((demo) => ({ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [{ type: 'link', url: demo.pathname, children: [text(demo.title)] }] }] })),
    });
  }
  return toMarkdown({ type: 'root', children }, { extensions: [gfmToMarkdown({ tablePipeAlign: false })], bullet: '-', fences: true, listItemIndent: 'one' });
}
