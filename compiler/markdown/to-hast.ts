import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { CODE_TAB_TAG, CODE_TABS_TAG } from './code-tabs';
import { parseRawHtml, parseWholeHtml } from './raw-blocks';

const CUSTOM_TAGS = ['docs-demo', 'docs-callout', 'docs-component', CODE_TABS_TAG, CODE_TAB_TAG];

/** GitHub's schema, but ids kept as written (anchors must match) and classes and data attributes allowed. */
export const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  clobber: [],
  clobberPrefix: '',
  tagNames: [...(defaultSchema.tagNames ?? []), ...CUSTOM_TAGS, 'figure', 'figcaption', 'video', 'iframe'],
  attributes: {
    ...defaultSchema.attributes,
    '*': [...(defaultSchema.attributes?.['*'] ?? []), 'className', 'data*', 'ariaLabel', 'ariaHidden', 'role'],
    a: [...(defaultSchema.attributes?.a ?? []), 'target', 'rel'],
    code: ['className'],
    'docs-demo': ['id', 'name', 'bg', 'hideToolbar', 'defaultCodeOpen', 'iframe', 'maxWidth', 'height'],
    'docs-callout': ['severity'],
    'docs-component': ['name'],
    [CODE_TABS_TAG]: ['id'],
    video: ['src', 'controls', 'autoPlay', 'loop', 'muted', 'playsInline', 'poster'],
    iframe: ['src', 'allow', 'allowFullScreen', 'loading'],
  },
  // Every URL attribute the schema allows is limited to safe schemes (relative URLs always pass).
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'], src: ['http', 'https'], poster: ['http', 'https'], action: ['http', 'https'] },
};

const toHastProcessor = unified().use(remarkRehype, { allowDangerousHtml: true }).freeze();
const sanitizeProcessor = unified().use(rehypeSanitize, sanitizeSchema).freeze();

/**
 * mdast → hast. Author HTML is parsed, then scripts, event handlers and `javascript:` URLs are removed.
 * Should the HTML parser fail on the author's HTML, `onRawFailure` hears why and the page keeps its
 * HTML as visible text instead.
 */
export function mdastToHast(mdast: MdastRoot, onRawFailure?: (error: Error) => void): HastRoot {
  let tree = toHastProcessor.runSync(mdast) as HastRoot;
  let hasRaw = false;
  visit(tree, 'raw', () => {
    hasRaw = true;
    return false;
  });
  if (hasRaw) {
    try {
      tree = parseRawHtml(tree);
    } catch (error) {
      if (error instanceof RangeError) throw error; // too deep: reported by compilePage
      onRawFailure?.(error as Error);
      tree = toHastProcessor.runSync(mdast) as HastRoot;
      visit(tree, 'raw', (node, index, parent) => {
        if (parent && index !== undefined) parent.children[index] = { type: 'text', value: (node as { value: string }).value };
      });
    }
  }
  const elements = countElements(tree);
  const sanitized = sanitizeProcessor.runSync(tree) as HastRoot;
  if (countElements(sanitized) === elements) return sanitized;
  // Sanitizing unwraps unknown elements, which can leave nestings no HTML parser builds (an <h1> straight
  // in an <h1>, a <div> in a <p>): the browser would restructure the page. Let the parser rebuild it.
  return sanitizeProcessor.runSync(parseWholeHtml(sanitized)) as HastRoot;
}

function countElements(tree: HastRoot): number {
  let count = 0;
  visit(tree, 'element', () => {
    count += 1;
  });
  return count;
}
