import type { Paragraph, Root, RootContent, Text } from 'mdast';
import path from 'node:path';
import { demoFilesOf } from '../demos/demo-files';
import { diagnostic, type Diagnostic } from '../diagnostics';

export const DEMO_OPTIONS = new Set(['demo', 'bg', 'hideToolbar', 'defaultCodeOpen', 'iframe']);
export const COMPONENT_OPTIONS = new Set(['component']);

export interface EmbedContext {
  file: string;
  dir: string;
  contentDir: string;
  components: ReadonlySet<string>;
  diagnostics: Diagnostic[];
  /** Demos found, in page order. */
  demos: EmbeddedDemo[];
}

export interface EmbeddedDemo {
  name: string;
  key: string;
  files: { variant: 'system' | 'tailwind' | 'css'; file: string }[];
  line: number;
  /** Rendered in an iframe with its own document and emotion cache. */
  iframe: boolean;
}

/**
 * Replaces `{{"demo": …}}` and `{{"component": …}}` paragraphs with `docs-demo` / `docs-component`
 * elements and records the demos, which the renderer prepares (server render, code, chunk) per page.
 */
export function transformEmbeds(tree: Root, ctx: EmbedContext): void {
  tree.children = tree.children.map((node) => (isEmbedParagraph(node) ? embedNode(node, ctx) : node));
}

function isEmbedParagraph(node: RootContent): node is Paragraph {
  if (node.type !== 'paragraph' || node.children.length !== 1) return false;
  const only = node.children[0]!;
  return only.type === 'text' && /^\{\{[\s\S]*\}\}$/.test(only.value.trim());
}

function embedNode(node: Paragraph, ctx: EmbedContext): RootContent {
  const text = (node.children[0] as Text).value.trim();
  const at = node.position?.start;
  const fail = (code: string, message: string, hint: string): RootContent => {
    ctx.diagnostics.push(diagnostic(code, 'error', ctx.file, at, message, hint));
    return { type: 'html', value: '' };
  };
  let options: Record<string, unknown>;
  try {
    options = JSON.parse(text.slice(1, -1)) as Record<string, unknown>;
  } catch (error) {
    return fail('embed-json', `Invalid JSON in embed: ${(error as Error).message}`, 'Write it as {{"demo": "Name.js"}} with double-quoted keys and strings.');
  }
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    return fail('embed-json', 'An embed must be a JSON object.', 'Write {{"demo": "Name.js"}} or {{"component": "Name"}}.');
  }
  if (typeof options.demo === 'string') return demoNode(options, node, ctx, fail);
  if (typeof options.component === 'string') {
    const unknown = Object.keys(options).filter((k) => !COMPONENT_OPTIONS.has(k));
    if (unknown.length) return fail('embed-unknown-option', `Unknown component embed option "${unknown[0]}".`, 'A component embed takes only "component".');
    if (!ctx.components.has(options.component)) {
      return fail('embed-unknown-component', `Unknown component "${options.component}".`, `Registered components: ${[...ctx.components].join(', ') || 'none'}.`);
    }
    return {
      type: 'paragraph',
      children: [],
      position: node.position,
      data: { hName: 'docs-component', hProperties: { name: options.component } },
    };
  }
  return fail('embed-kind', 'An embed needs a "demo" or a "component" string.', 'Write {{"demo": "Name.js"}} or {{"component": "Name"}}.');
}

function demoNode(
  options: Record<string, unknown>,
  node: Paragraph,
  ctx: EmbedContext,
  fail: (code: string, message: string, hint: string) => RootContent,
): RootContent {
  const unknown = Object.keys(options).filter((k) => !DEMO_OPTIONS.has(k));
  if (unknown.length) {
    return fail('embed-unknown-option', `Unknown demo option "${unknown[0]}".`, `Demo options: ${[...DEMO_OPTIONS].join(', ')}.`);
  }
  const name = (options.demo as string).replace(/\.(js|jsx|tsx|ts)$/, '');
  if (!/^[\w$][\w$.-]*$/.test(name)) {
    return fail('embed-demo-name', `Demo "${options.demo as string}" must name a file next to this page, not a path.`, 'Demos live in the folder of the page that embeds them: move the file there and write {{"demo": "Name.js"}}.');
  }
  for (const key of ['hideToolbar', 'defaultCodeOpen', 'iframe'] as const) {
    if (key in options && typeof options[key] !== 'boolean') return fail('embed-option-type', `Demo option "${key}" must be true or false.`, `Write "${key}": true`);
  }
  if ('bg' in options && !['outlined', 'inline', 'playground'].includes(options.bg as string)) {
    return fail('embed-option-type', 'Demo option "bg" must be "outlined", "inline" or "playground".', 'Write "bg": "inline"');
  }
  const files = demoFilesOf(ctx.dir, name, ctx.contentDir);
  if (!files) {
    return fail('demo-missing', `Demo file ${name}.tsx not found next to this page.`, `Create ${path.join(path.relative(process.cwd(), ctx.dir), `${name}.tsx`)} or fix the name.`);
  }
  ctx.demos.push({ name, key: files.key, files: files.variants, line: node.position?.start.line ?? 0, iframe: options.iframe === true });
  return {
    type: 'paragraph',
    children: [],
    position: node.position,
    data: {
      hName: 'docs-demo',
      hProperties: {
        id: name,
        name,
        bg: typeof options.bg === 'string' ? options.bg : 'outlined',
        ...(options.hideToolbar ? { hideToolbar: 'true' } : {}),
        ...(options.defaultCodeOpen ? { defaultCodeOpen: 'true' } : {}),
        ...(options.iframe ? { iframe: 'true' } : {}),
      },
    },
  };
}
