import type { BlockContent, Heading, Html, PhrasingContent, RootContent, Table } from 'mdast';
import { markdownTable } from 'markdown-table';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown, type Options as ToMarkdownOptions } from 'mdast-util-to-markdown';
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

const MARKDOWN_OPTIONS: ToMarkdownOptions = { extensions: [gfmToMarkdown({ tablePipeAlign: false })], bullet: '-', fences: true, listItemIndent: 'one' };

/**
 * Serialised cells by what they show: the grid's three plans and every language repeat the same
 * names, types and descriptions, and serialising a cell (escaping every text node) was most of a
 * twin's cost.
 */
const cellTexts = new Map<string, string>();

/** A table cell as the table serialiser writes it (pipes escaped), through a table of that one cell. */
function cellText(key: string, nodes: () => PhrasingContent[]): string {
  let serialized = cellTexts.get(key);
  if (serialized === undefined) {
    const children = nodes();
    const table: Table = { type: 'table', children: [{ type: 'tableRow', children: [{ type: 'tableCell', children }] }] };
    // The first line is `| cell |`.
    serialized = children.length ? toMarkdown(table, MARKDOWN_OPTIONS).split('\n', 1)[0]!.slice(2, -2) : '';
    cellTexts.set(key, serialized);
  }
  return serialized;
}

/** A table as markdown, the cells already serialised: the same text the table serialiser writes. */
function table(headers: string[], rows: string[][]): Html {
  const matrix = [headers.map((label) => cellText(`label\0${label}`, () => [text(label)])), ...rows];
  return { type: 'html', value: markdownTable(matrix, { align: headers.map(() => null), alignDelimiters: false, fillRows: false }) };
}

const codeCell = (value: string) => cellText(`code\0${value}`, () => [code(value)]);
const descriptionCell = (markdown: string) => cellText(`doc\0${markdown}`, () => cell(markdown));

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
          prop.required ? cellText(`required\0${prop.name}`, () => [code(prop.name), text(' (required)')]) : codeCell(prop.name),
          codeCell(prop.type),
          prop.default !== undefined ? codeCell(prop.default) : '',
          prop.deprecated
            ? cellText(`deprecated\0${prop.deprecated}\0${prop.description}`, () => [{ type: 'strong', children: [text('Deprecated:')] }, text(` ${prop.deprecated} `), ...cell(prop.description)])
            : descriptionCell(prop.description),
        ]),
      ),
    );
  }
  if (page.slots.length) {
    children.push(heading(2, labels.slots), table([labels.name, labels.default, labels.description], page.slots.map((slot) => [codeCell(slot.name), slot.defaultComponent ? codeCell(slot.defaultComponent) : '', descriptionCell(slot.description)])));
  }
  if (page.cssClasses.length) {
    children.push(heading(2, labels.classes), table([labels.name, labels.description], page.cssClasses.map((css) => [codeCell(`.${css.className}`), descriptionCell(css.description)])));
  }
  if (page.methods.length) {
    children.push(heading(2, labels.methods), table([labels.name, labels.type, labels.description], page.methods.map((method) => [codeCell(method.name), codeCell(method.signature), descriptionCell(method.description)])));
  }
  if (page.demos.length) {
    children.push(heading(2, labels.demos), {
      type: 'list',
      ordered: false,
      spread: false,
      children: page.demos.map((demo) => ({ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [{ type: 'link', url: demo.pathname, children: [text(demo.title)] }] }] })),
    });
  }
  return toMarkdown({ type: 'root', children }, MARKDOWN_OPTIONS);
}
