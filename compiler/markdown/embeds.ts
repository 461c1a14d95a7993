import type { Paragraph, PhrasingContent, Root, RootContent, Text } from 'mdast';
import type { Position } from 'unist';
import path from 'node:path';
import { componentFilesOf, demoFilesOf, playgroundFilesOf, type DemoFiles } from '../demos/demo-files';
import type { EmbeddedDemo } from '../demos/embedded-demo';
import { PLAYGROUND_OPTIONS, readPlaygroundEmbed } from '../demos/playground-embed';
import { diagnostic, type Diagnostic } from '../helpers/diagnostics';

/**
 * The demo options MUI's docs use. `disableAd` is read and has no effect: the ad slot here belongs to the
 * page, not to its first demo.
 */
export const DEMO_OPTIONS = new Set(['demo', 'bg', 'hideToolbar', 'defaultCodeOpen', 'iframe', 'disableAd', 'maxWidth', 'height']);

export interface EmbedContext {
  file: string;
  dir: string;
  contentDir: string;
  /** Component embed names the site renders, each to the registered component it names. */
  components: ReadonlyMap<string, string>;
  /** An embed of a component the site does not have is an error instead of a warning. */
  strictComponents?: boolean;
  diagnostics: Diagnostic[];
  /** Demos found, in page order. */
  demos: EmbeddedDemo[];
}

/**
 * Replaces `{{"demo": …}}` and `{{"component": …}}` paragraphs with `docs-demo` / `docs-component`
 * elements and records the demos, which the renderer prepares (server render, code, chunk) per page.
 * Embed lines written one after another, as MUI writes them, form one paragraph: each is an embed.
 * An embed line written right under a line of prose is an embed too, as on mui.com.
 */
export function transformEmbeds(tree: Root, ctx: EmbedContext): void {
  tree.children = tree.children
    .flatMap((node): RootContent[] => (node.type === 'paragraph' ? splitAtEmbedLines(node) : [node]))
    .flatMap((node): RootContent[] => {
      const lines = embedLines(node);
      return lines ? lines.map((line) => embedNode(line, ctx)) : [node];
    });
}

const EMBED_LINE = /^\s*\{\{\s*"(?:demo|component|playground)"\s*:.*\}\}\s*$/;

/**
 * Splits a paragraph around the embed lines it holds among lines of prose, keeping the prose's inline
 * markup. Only a line that is a whole line of one text node counts, so an embed quoted inside code or a
 * sentence stays text.
 */
function splitAtEmbedLines(node: Paragraph): Paragraph[] {
  const kids = node.children;
  const holdsEmbed = kids.some((kid, k) =>
    kid.type === 'text' && kid.value.split('\n').some((line, i, lines) => (i > 0 || k === 0) && (i < lines.length - 1 || k === kids.length - 1) && EMBED_LINE.test(line)),
  );
  if (!holdsEmbed || (kids.length === 1 && kids[0]!.type === 'text' && kids[0].value.split('\n').every((line) => EMBED_LINE.test(line)))) return [node];
  const out: Paragraph[] = [];
  let current: PhrasingContent[] = [];
  const flush = () => {
    const last = current[current.length - 1];
    if (last?.type === 'text') last.value = last.value.replace(/\n$/, '');
    if (current.some((c) => c.type !== 'text' || c.value.trim() !== '')) {
      const start = current[0]!.position?.start;
      const end = last?.position?.end;
      out.push({ type: 'paragraph', children: current, ...(start && end ? { position: { start, end } } : {}) });
    }
    current = [];
  };
  kids.forEach((kid, k) => {
    if (kid.type !== 'text') {
      current.push(kid);
      return;
    }
    const lines = kid.value.split('\n');
    let from = 0;
    const pushText = (to: number) => {
      if (to < from) return;
      const value = lines.slice(from, to + 1).join('\n');
      if (value) current.push({ type: 'text', value, ...spanOf(kid, lines, from, to) });
    };
    lines.forEach((line, i) => {
      const whole = (i > 0 || k === 0) && (i < lines.length - 1 || k === kids.length - 1);
      if (!whole || !EMBED_LINE.test(line)) return;
      pushText(i - 1);
      from = i + 1;
      flush();
      out.push({ type: 'paragraph', children: [{ type: 'text', value: line.trim() }], ...spanOf(kid, lines, i, i) });
    });
    pushText(lines.length - 1);
  });
  flush();
  return out;
}

/**
 * The position of lines `from`…`to` of a text node. The HTML parser needs offsets; counted in the text's
 * value, they are exact unless an escape precedes the lines in the same text.
 */
function spanOf(kid: Text, lines: string[], from: number, to: number): { position?: Position } {
  const start = kid.position?.start;
  if (!start) return {};
  const before = (i: number) => lines.slice(0, i).reduce((n, l) => n + l.length + 1, 0);
  const column = (i: number) => (i === 0 ? start.column : 1);
  const offset = (i: number, within: number) => (start.offset === undefined ? {} : { offset: start.offset + before(i) + within });
  return {
    position: {
      start: { line: start.line + from, column: column(from), ...offset(from, 0) },
      end: { line: start.line + to, column: column(to) + lines[to]!.length, ...offset(to, lines[to]!.length) },
    },
  };
}

/** The embeds of a paragraph made only of embed lines, each with its own position. */
function embedLines(node: RootContent): Paragraph[] | undefined {
  if (node.type !== 'paragraph' || node.children.length !== 1) return undefined;
  const only = node.children[0]!;
  if (only.type !== 'text') return undefined;
  const lines = only.value.split('\n');
  if (!lines.every((line) => /^\s*\{\{.*\}\}\s*$/.test(line))) {
    // One embed whose JSON spans several lines.
    return /^\{\{[\s\S]*\}\}$/.test(only.value.trim()) ? [node] : undefined;
  }
  if (lines.length === 1) return [node];
  const start = node.position?.start;
  let offset = start?.offset;
  return lines.map((line, i) => {
    const indent = line.length - line.trimStart().length;
    const lineStart = offset;
    if (offset !== undefined) offset += line.length + 1;
    const column = i === 0 && start ? start.column : 1 + indent;
    const position = start
      ? {
          start: { line: start.line + i, column, ...(lineStart !== undefined ? { offset: lineStart + (i === 0 ? 0 : indent) } : {}) },
          end: { line: start.line + i, column: 1 + line.trimEnd().length, ...(lineStart !== undefined ? { offset: lineStart + line.trimEnd().length } : {}) },
        }
      : undefined;
    return { type: 'paragraph', children: [{ type: 'text', value: line.trim() }], ...(position ? { position } : {}) } satisfies Paragraph;
  });
}

function embedNode(node: Paragraph, ctx: EmbedContext): RootContent {
  const text = (node.children[0] as Text).value.trim();
  const at = node.position?.start;
  const fail = (code: string, message: string, hint: string, severity: 'error' | 'warning' = 'error'): RootContent => {
    ctx.diagnostics.push(diagnostic(code, severity, ctx.file, at, message, hint));
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
  if ('playground' in options) return playgroundNode(options, text, node, ctx, fail);
  if (typeof options.component === 'string') {
    // Other keys are the component's own props in MUI's docs (`"design": false`); they are not ours to check.
    const registered = ctx.components.get(options.component);
    if (!registered) {
      const files = componentFilesOf(options.component, ctx.contentDir);
      if (files) return componentFileNode(options as Record<string, unknown> & { component: string }, files, node, ctx);
      return fail(
        'embed-unknown-component',
        `Component "${options.component}" is not provided by this site; the embed renders nothing.`,
        `Map it to one of the site's components in site.config.ts (components: { '${options.component}': '…' }), name a file of the folder set as componentDir, or remove the embed. Available: ${[...new Set(ctx.components.values())].join(', ') || 'none'}.`,
        ctx.strictComponents ? 'error' : 'warning',
      );
    }
    return {
      type: 'paragraph',
      children: [],
      position: node.position,
      data: { hName: 'docs-component', hProperties: { name: registered } },
    };
  }
  return fail('embed-kind', 'An embed needs a "demo", "component" or "playground" string.', 'Write {{"demo": "Name.js"}}, {{"component": "Name"}} or {{"playground": "Name", …}}.');
}

/**
 * A component embed naming a file of the site's `componentDir`: recorded with the page's demos, to be
 * server-rendered and hydrated as one, with the embed's other keys as its props. Each embed is an
 * island of its own, named by its place on the page, as two embeds of one file may pass other props.
 */
function componentFileNode(options: Record<string, unknown> & { component: string }, files: DemoFiles, node: Paragraph, ctx: EmbedContext): RootContent {
  const { component: _written, ...props } = options;
  const start = { line: node.position?.start.line ?? 0, column: node.position?.start.column ?? 1 };
  const name = `component-${ctx.demos.filter((d) => d.component).length + 1}`;
  ctx.demos.push({ name, key: files.key, files: files.variants, line: start.line, iframe: false, component: { props, at: { file: ctx.file, ...start } } });
  return { type: 'paragraph', children: [], position: node.position, data: { hName: 'docs-demo', hProperties: { name } } };
}

/**
 * A props playground: recorded with the page's demos (it is server-rendered and hydrated as one), its
 * knobs made when the page's demos are prepared, where the components' API is known.
 */
function playgroundNode(
  options: Record<string, unknown>,
  text: string,
  node: Paragraph,
  ctx: EmbedContext,
  fail: (code: string, message: string, hint: string) => RootContent,
): RootContent {
  const start = { line: node.position?.start.line ?? 0, column: node.position?.start.column ?? 1 };
  for (const key of Object.keys(options).filter((k) => !PLAYGROUND_OPTIONS.has(k))) {
    ctx.diagnostics.push(diagnostic('embed-unknown-option', 'warning', ctx.file, start, `Unknown playground option "${key}" is ignored.`, `Playground options: ${[...PLAYGROUND_OPTIONS].join(', ')}.`));
  }
  const embed = readPlaygroundEmbed(options, text, start);
  if ('code' in embed) return fail('embed-playground', embed.message, embed.hint);
  const files = playgroundFilesOf(ctx.dir, embed.data, embed.component, ctx.contentDir);
  if (!files) {
    return fail('playground-data-missing', `The data module ${embed.data} of the ${embed.component} playground is not found next to this page.`, `Create ${path.join(path.relative(process.cwd(), ctx.dir), embed.data)} exporting the props knobs cannot make, or fix the path.`);
  }
  const taken = ctx.demos.filter((d) => d.playground?.component === embed.component).length;
  const name = `${embed.component}Playground${taken ? taken + 1 : ''}`;
  ctx.demos.push({ name, key: files.key, files: files.variants, line: start.line, iframe: false, playground: { component: embed.component, props: embed.props, at: { file: ctx.file, ...start } } });
  return { type: 'paragraph', children: [], position: node.position, data: { hName: 'docs-demo', hProperties: { id: name, name } } };
}

const at = (node: Paragraph) => node.position?.start;
const BG_VALUES = ['outlined', 'inline', 'playground'];

function demoNode(
  options: Record<string, unknown>,
  node: Paragraph,
  ctx: EmbedContext,
  fail: (code: string, message: string, hint: string) => RootContent,
): RootContent {
  for (const key of Object.keys(options).filter((k) => !DEMO_OPTIONS.has(k))) {
    ctx.diagnostics.push(diagnostic('embed-unknown-option', 'warning', ctx.file, at(node), `Unknown demo option "${key}" is ignored.`, `Demo options: ${[...DEMO_OPTIONS].join(', ')}.`));
  }
  const written = (options.demo as string).replace(/\.(js|jsx|tsx|ts)$/, '');
  // MUI's pages also embed demos from a subfolder or another page's folder, by relative path.
  const segments = written.split('/');
  const inside = !path.relative(ctx.contentDir, path.resolve(ctx.dir, written)).startsWith('..');
  if (!inside || written.startsWith('/') || !segments.every((s) => s === '..' || s === '.' || /^[\w$][\w$.-]*$/.test(s))) {
    return fail('embed-demo-name', `Demo "${options.demo as string}" must be a file of the content folder, named relative to this page.`, 'Write {{"demo": "Name.js"}} for a demo next to the page, or a relative path such as {{"demo": "shared/Name.js"}}.');
  }
  const base = segments[segments.length - 1]!;
  // The demo's id on the page: its file name, or its whole path when another demo of the page has that name.
  const name = ctx.demos.some((d) => d.name === base) ? written.replace(/^(\.\.?\/)+/, '').replace(/[/.]+/g, '-') : base;
  for (const key of ['hideToolbar', 'defaultCodeOpen', 'iframe', 'disableAd'] as const) {
    if (key in options && typeof options[key] !== 'boolean') return fail('embed-option-type', `Demo option "${key}" must be true or false.`, `Write "${key}": true`);
  }
  for (const key of ['maxWidth', 'height'] as const) {
    if (key in options && !(typeof options[key] === 'number' && options[key] > 0)) return fail('embed-option-type', `Demo option "${key}" must be a number of pixels.`, `Write "${key}": 400`);
  }
  // MUI writes `"bg": true` (and "gradient") for a demo on a filled background: our "playground".
  if (options.bg === true || options.bg === 'gradient') options = { ...options, bg: 'playground' };
  if ('bg' in options && typeof options.bg !== 'string') {
    return fail('embed-option-type', 'Demo option "bg" must be "outlined", "inline", "playground" or true.', 'Write "bg": "inline"');
  }
  // MUI's demo frame takes any text and draws none for a value it has no style for (its docs write
  // "outline" for "outlined" on some pages): the demo shows with no frame, as our "inline".
  if ('bg' in options && !BG_VALUES.includes(options.bg as string)) {
    ctx.diagnostics.push(diagnostic('embed-unknown-option', 'warning', ctx.file, at(node), `Demo option "bg" has the unknown value ${JSON.stringify(options.bg)}: the demo shows with no frame, as "inline".`, `Write "bg": ${BG_VALUES.map((v) => `"${v}"`).join(', ')} or true.`));
    options = { ...options, bg: 'inline' };
  }
  const files = demoFilesOf(ctx.dir, written, ctx.contentDir);
  if (!files) {
    return fail('demo-missing', `Demo file ${written}.tsx not found${written === base ? ' next to this page' : ''}.`, `Create ${path.join(path.relative(process.cwd(), ctx.dir), `${written}.tsx`)} or fix the name.`);
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
        ...(typeof options.maxWidth === 'number' ? { maxWidth: String(options.maxWidth) } : {}),
        ...(typeof options.height === 'number' ? { height: String(options.height) } : {}),
      },
    },
  };
}
