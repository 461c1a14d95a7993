import fc from 'fast-check';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import type { Element as HastElement, Root as HastRoot, RootContent } from 'hast';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { pageMarkdown, twinTree } from '../../compiler/twins/page-markdown';
import { compilePage } from '../../compiler/markdown/compile-page';
import { parseMarkdown, parseMarkdownWithEveryExtension } from '../../compiler/markdown/parse-markdown';

/**
 * Property tests of the markdown stages on random documents that mix MUI's syntax (front matter,
 * embeds, callouts) with raw HTML attack payloads, tables, headings, links and code fences:
 * `compilePage` never throws, and what it renders is HTML a browser parses back to the same tree,
 * without a script element, an event handler attribute or a `javascript:` URL.
 *
 * Runs: FUZZ_RUNS if set (`npm run fuzz` uses 10 000), else 500 on CI and 2 000 locally.
 * A failure prints fast-check's seed and the shrunk document; replay it with FUZZ_SEED=<seed>.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.CI ? 500 : 2000));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const contentDir = mkdtempSync(path.join(tmpdir(), 'docs-fuzz-'));
writeFileSync(path.join(contentDir, 'Demo.tsx'), 'export default function Demo() {\n  return <p>Demo</p>;\n}\n');

// ---------------------------------------------------------------- generators

const word = fc.constantFrom('tree', 'grid', 'Überblick', '数据', 'a_b', 'x*y', 'émoji 🎉', '&amp;', '&lt;', '\\', '`', '|', ':', '#', '%', '%E0%A4', '"', "'", '<', '>', '');
/** Text: mostly words, sometimes arbitrary unicode (including controls and lone surrogates). */
const text = fc.oneof(
  { weight: 4, arbitrary: fc.array(word, { maxLength: 6 }).map((w) => w.join(' ')) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20, unit: 'binary' }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

/** Script and event-handler payloads, from OWASP's XSS filter evasion list and mXSS write-ups. */
const payload = fc.constantFrom(
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<script\n>alert(1)</script\n>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" OnErRoR="alert(1)">',
  '<img/src=x/onerror=alert(1)>',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>x</details>',
  '<div style="background:url(javascript:alert(1))" onclick="alert(1)">x</div>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<video src=x poster="javascript:alert(1)" onerror=alert(1)></video>',
  '<style>@import "javascript:alert(1)";</style>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><script>alert(1)</script></template>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<xmp><script>alert(1)</script></xmp>',
  '<table><tr><td><script>alert(1)</script></td></tr></table>',
  '<p id="x" name="y" data-x="1" class="description">desc</p>',
  '<a name="anchor" id="id">a</a>',
  '<docs-demo name="Demo" onclick="alert(1)"></docs-demo>',
  '<docs-callout severity="error" onmouseover="alert(1)">x</docs-callout>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=import href=//evil.example>',
  '<div',
  '</div></p></table>',
  '<![CDATA[<script>alert(1)</script>]]>',
);

const href = fc.constantFrom(
  '/guide/',
  '/guide/setup/#install',
  './other.md',
  '../up/index.md#a',
  '#heading',
  '#%C3%BCberblick',
  '#%E0%A4%A',
  '#%',
  'https://example.com/x?y=1#z',
  'mailto:a@example.com',
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'java%0ascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '//evil.example/',
  '/static/logo.png',
  '',
  '<>',
);

const inline = fc.oneof(
  text,
  text.map((t) => `*${t}*`),
  text.map((t) => `**${t}**`),
  text.map((t) => `\`${t}\``),
  fc.tuple(text, href).map(([t, h]) => `[${t}](${h})`),
  fc.tuple(text, href).map(([t, h]) => `![${t}](${h} "title")`),
  href.map((h) => `<${h}>`),
  payload,
);
const paragraph = fc.array(inline, { minLength: 1, maxLength: 5 }).map((parts) => parts.join(' '));

const embedJson = fc.oneof(
  fc.constantFrom('{"demo": "Demo.js"}', '{"demo": "Demo.tsx", "bg": "inline", "hideToolbar": true}', '{"demo": "Missing.js"}', '{"component": "ComponentLinkHeader"}'),
  fc.constantFrom('{"demo": "../Demo.js"}', '{"component": "Nope"}', '{"demo": 1}', '{"demo": "Demo.js", "iframe": "yes"}', '{"demo": "Demo.js",}', "{'demo': 'Demo.js'}", '{"demo"', '[]', 'null', '{}'),
  fc.record({ demo: fc.oneof(fc.constant('Demo.js'), fc.string({ maxLength: 12 })), bg: fc.option(fc.string({ maxLength: 8 }), { nil: undefined }) }).map((o) => JSON.stringify(o)),
  fc.string({ maxLength: 30 }),
);
/** `{{"demo": "Demo.js"}}` is a JSON object in one more pair of braces. */
const embed = embedJson.map((json) => `{${json}}`);

const heading = fc.tuple(fc.integer({ min: 1, max: 6 }), paragraph, fc.option(fc.string({ maxLength: 10 }), { nil: undefined })).map(([depth, t, id]) =>
  id === undefined ? `${'#'.repeat(depth)} ${t}` : `<h${depth} id="${id.replace(/"/g, '')}">${t}</h${depth}>`,
);

const block: fc.Arbitrary<string> = fc.letrec<{ block: string }>((tie) => ({
  block: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    paragraph,
    heading,
    embed,
    payload,
    fc.tuple(fc.constantFrom('info', 'success', 'warning', 'error', 'danger', 'note', ''), fc.array(tie('block'), { maxLength: 3 }), fc.boolean()).map(
      ([kind, body, closed]) => `:::${kind}\n${body.join('\n\n')}${closed ? '\n:::' : ''}`,
    ),
    fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 3 }), fc.constantFrom(':--', '--:', ':-:', '---')).chain(([cols, rows, align]) =>
      fc.array(fc.array(inline, { minLength: cols, maxLength: cols }), { minLength: rows, maxLength: rows }).map(
        (cells) => [`| ${Array.from({ length: cols }, (_, i) => `H${i}`).join(' | ')} |`, `|${` ${align} |`.repeat(cols)}`, ...cells.map((r) => `| ${r.join(' | ')} |`)].join('\n'),
      ),
    ),
    fc.tuple(fc.constantFrom('```', '~~~', '````'), fc.constantFrom('tsx', 'js', 'bash', 'diff', 'json', 'nosuchlanguage', ''), text, fc.boolean()).map(
      ([fence, lang, code, closed]) => `${fence}${lang}\n${code}\n${closed ? fence : ''}`,
    ),
    fc.array(tie('block'), { minLength: 1, maxLength: 3 }).map((items) => items.map((item) => `- ${item.replace(/\n/g, '\n  ')}`).join('\n')),
    tie('block').map((b) => b.split('\n').map((l) => `> ${l}`).join('\n')),
    fc.constantFrom('---', '***', '<p class="description">The description.</p>', '<br>', '\\', '{{', '}}', ':::', '<!-- comment -->', '<!--'),
  ),
})).block;

const frontMatter = fc.oneof(
  fc.constant(''),
  fc.record({ title: text, productId: fc.constantFrom('x-tree-view', 'introduction') }).map((fm) => `---\ntitle: ${JSON.stringify(fm.title)}\nproductId: ${fm.productId}\n---\n`),
  fc.constantFrom('---\ntitle: [unclosed\n---\n', '---\ntitle: 42\ncomponents: {a: 1}\n---\n', '---\n- a\n---\n', '---\ntitle: never closed\n', '---\n---\n', '\uFEFF---\ntitle: BOM\n---\n', '---\r\ntitle: CRLF\r\n---\r\n'),
  fc.string({ maxLength: 40 }).map((s) => `---\n${s}\n---\n`),
);

/**
 * A list item that is a bare marker, then a line that starts with a task check (`-` then `[x] a`):
 * `mdast-util-gfm-task-list-item` 2.0.1 takes the check for the empty item's and asserts, in its
 * development build, that a paragraph in a list item holds it (it is in none). The production build
 * (the CLI's) runs on and drops the `[x]`; GitHub shows the line as text. Upstream's bug, with every
 * GFM extension on as with ours gated: documents with it are left out of the runs below.
 */
const UPSTREAM_TASK_CHECK_AFTER_EMPTY_ITEM = /(^|\n)[ \t]*([-*+]|\d+[.)])[ \t]*\r?\n[ \t]*\[[ xX]\]/;
const withoutUpstreamBug = (source: string) => !UPSTREAM_TASK_CHECK_AFTER_EMPTY_ITEM.test(source);

const document = fc
  .tuple(frontMatter, fc.array(block, { maxLength: 8 }), fc.constantFrom('\n\n', '\n', '\r\n\r\n'))
  .map(([fm, blocks, sep]) => `${fm}${blocks.join(sep)}`)
  .filter(withoutUpstreamBug);

// ---------------------------------------------------------------- checks

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Every element of a parse5 tree, template contents included. */
function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
  if ('content' in node && node.content) yield* elements(node.content as Node);
}

/** The element structure (tag names and nesting; text and attributes aside) of a parse5 tree. */
function parsedShape(node: Node): string {
  const children = [...('childNodes' in node ? node.childNodes : []), ...('content' in node && node.content ? (node.content as Node & { childNodes: Node[] }).childNodes : [])];
  const inner = children.filter((c) => 'tagName' in c).map(parsedShape).join('');
  return 'tagName' in node ? `<${node.tagName.toLowerCase()}>${inner}</>` : inner;
}

/** The same structure of the hast tree the compiler produced. */
function hastShape(node: HastRoot | RootContent): string {
  const children = 'children' in node ? (node.children as RootContent[]) : [];
  const inner = [...children, ...(node.type === 'element' && node.content ? node.content.children : [])]
    .filter((c): c is HastElement => c.type === 'element')
    .map(hastShape)
    .join('');
  return node.type === 'element' ? `<${node.tagName.toLowerCase()}>${inner}</>` : inner;
}

/** URL attributes that would run script when followed or loaded. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster', 'data', 'xlink:href', 'srcdoc', 'background', 'cite']);
// What browsers ignore when they read a URL scheme: ASCII whitespace and controls anywhere in it.
const scriptUrl = (value: string) => /^(?:javascript|vbscript|data):/i.test(value.replace(/[\u0000-\u0020\u007f]/g, ''));

function compile(source: string) {
  return compilePage({
    source,
    route: '/guide/',
    file: path.join(contentDir, 'index.md'),
    displayPath: 'guide/index.md',
    contentPath: 'guide/index.md',
    contentDir,
    base: '/',
    defaultLanguage: 'en',
    components: new Map([['ComponentLinkHeader', 'ComponentLinkHeader']]),
  });
}

/** The property: located, hinted diagnostics; safe HTML that a browser parses back to the same tree. */
function checkPage(source: string) {
  const page = compile(source);
  for (const d of page.diagnostics) {
    expect(d.line, `${d.code} is located`).toBeGreaterThanOrEqual(1);
    if (d.severity === 'error') expect(d.hint, `${d.code} has a hint`).toBeTruthy();
  }
  const html = toHtml(page.hast);
  // Well formed: a browser parses the HTML back into the element tree the compiler built.
  const reparsed = parseFragment(html);
  expect(parsedShape(reparsed as Node), html).toBe(hastShape(page.hast));
  for (const element of elements(reparsed as Node)) {
    expect(element.tagName, 'no script element').not.toBe('script');
    for (const attribute of element.attrs) {
      const name = attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name;
      expect(name.toLowerCase().startsWith('on'), `no event handler attribute (${name})`).toBe(false);
      if (URL_ATTRIBUTES.has(name.toLowerCase())) expect(scriptUrl(attribute.value), `no script URL in ${name}="${attribute.value}"`).toBe(false);
    }
  }
  // The markdown twin is written from the same tree: it must not throw on any page that compiles.
  const twin = pageMarkdown({ mdast: page.mdast, source: page.body, links: { route: '/guide/', contentPath: 'guide/index.md', base: '/', defaultLanguage: 'en' }, demoSources: new Map() });
  expect(typeof twin).toBe('string');
  return page;
}

describe('markdown stages under random input', () => {
  it(`compile without throwing and render safe, well-formed HTML (${RUNS} documents)`, () => {
    let clean = 0;
    let runs = 0;
    fc.assert(
      fc.property(document, (source) => {
        const page = checkPage(source);
        runs += 1;
        if (!page.diagnostics.some((d) => d.severity === 'error')) clean += 1;
      }),
      { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}) },
    );
    // The generator must not only produce broken pages: a good share compile without errors.
    console.info(`fuzz: ${runs} documents, ${clean} without errors`);
    expect(clean / runs).toBeGreaterThan(0.2);
  });

  it(`parse with each GFM extension left out only where the full parser finds none of its syntax (${RUNS} documents)`, () => {
    // Addresses, package versions and the other extensions' marks put anywhere: in prose, in code
    // fences, in HTML comments, in callouts, in quotes and lists, as lines of their own.
    const linkish = fc.constantFrom(
      ...['www.example.com', 'https://mui.com/x/', 'ada@example.com', 'x-data-grid@8.2.1', 'mailto:a@b.co', '@scope/pkg', 'http:/', '```', '~~~', '<!--', '-->'],
      ...['~~gone~~', '~a~', '[^1]', '[^1]: note', '- [ ] todo', '[x]', '* [X] done', ':::', ':::info', '|', 'a | b', '| a | b |', '| - | - |', '--- | ---', ':-:', '-', '> | - |', '  | - |', '- | - |'],
    );
    const withLinks = fc.tuple(document, fc.array(fc.tuple(linkish, fc.nat(), fc.boolean()), { maxLength: 4 })).map(([source, inserts]) => {
      const lines = source.split('\n');
      for (const [word, at, ownLine] of inserts) {
        const i = at % (lines.length + 1);
        if (ownLine || i === lines.length) lines.splice(i, 0, word);
        else lines[i] = `${lines[i]} ${word}`;
      }
      return lines.join('\n');
    }).filter(withoutUpstreamBug);
    fc.assert(
      fc.property(withLinks, (source) => {
        expect(parseMarkdown(source)).toEqual(parseMarkdownWithEveryExtension(source));
      }),
      { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}) },
    );
  });

  it(`write twins that copy unchanged blocks and read back as the tree they stand for (${RUNS} documents)`, () => {
    const links = { route: '/guide/', contentPath: 'guide/index.md', base: '/docs/', defaultLanguage: 'en', languagePrefix: '/zh' };
    const shape = (tree: unknown) => JSON.stringify(tree, (key, value: unknown) => (key === 'position' || key === 'data' ? undefined : value));
    let compared = 0;
    fc.assert(
      fc.property(document, (source) => {
        const page = compile(source);
        const input = { mdast: page.mdast, links, demoSources: new Map<string, string>() };
        const tree = shape(twinTree(input));
        // Where serialising every block reads back as the tree (broken raw HTML does not always),
        // a twin with blocks copied as written must too.
        if (shape(parseMarkdown(pageMarkdown(input))) !== tree) return;
        const written = pageMarkdown({ ...input, source: page.body });
        expect(shape(parseMarkdown(written)), written).toBe(tree);
        compared += 1;
      }),
      { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}) },
    );
    expect(compared).toBeGreaterThan(RUNS / 4);
  });

  it('write twins whose copied lists stay lists of their own and whose raw HTML is as the tree has it (cases fuzzing found)', () => {
    const links = { route: '/guide/', contentPath: 'guide/index.md', base: '/', defaultLanguage: 'en' };
    const shape = (tree: unknown) => JSON.stringify(tree, (key, value: unknown) => (key === 'position' || key === 'data' ? undefined : value));
    for (const source of [
      // The embed line between the lists vanishes from a twin without the demo's source: copied, the two lists would read as one.
      '- ****\n\n{{"demo": "Demo.js"}}\n\n- ![](/guide/ "title")',
      '- one\n\n- [two](/guide/)\n\n1. three',
      // The compile stages escape the unclosed tag: the copy would bring it back.
      '- <script>alert(1)</script> <script\n  >alert(1)</script\n  > <script>alert(1)</script>',
    ]) {
      const page = compile(source);
      const input = { mdast: page.mdast, links, demoSources: new Map<string, string>() };
      const written = pageMarkdown({ ...input, source: page.body });
      expect(shape(parseMarkdown(written)), written).toBe(shape(twinTree(input)));
    }
  });

  it('holds for the documents fuzzing once broke', () => {
    for (const source of [
      ':::info\n<div\n\n<b>x</b>', // hast-util-raw crashed on a tag left open before raw HTML in another element
      ':::info\n\n<h1 id="">****</h1>\n<!--\n:::info\n**\n\n<b>x</b>', // … and on a comment left open
      '---\n*!\n---\n', // an unresolved YAML alias threw
      ':::info\n\n<h1 id="">![<A](/guide/ "title") ****</h1>\n\n<h1 id="">**</h1>', // sanitizing left an h1 in an h1
      '<video src=x poster="javascript:alert(1)"></video>', // poster was not protocol-checked
      '<h2 id=""><div <form action="javascript:alert(1)">x</form></h2>', // nor was action
      '[a](/guide/#%E0%A4%A)', // a malformed escape in an anchor threw
      '{{\'demo\': \'Demo.js\'}}\n{{"demo": "../Demo.js"}}', // prose split from an embed line lost its position
    ]) {
      checkPage(source);
    }
  });

  it('also holds for the handwritten worst cases', () => {
    const worst = [
      '*a **a '.repeat(5000) + 'b' + ' a** a*'.repeat(5000),
      ':::info\n'.repeat(5000),
      '> '.repeat(10000) + 'a',
      '<div>'.repeat(3000) + 'x',
      Array.from({ length: 400 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n'),
      '[a](#%E0%A4%A)',
      '\u0000binary',
      '\uFEFF---\ntitle: T\n---\n# T',
    ];
    for (const source of worst) {
      const started = performance.now();
      const page = compile(source);
      expect(performance.now() - started, `bounded time for ${JSON.stringify(source.slice(0, 30))}`).toBeLessThan(5000);
      expect(page.diagnostics.every((d) => d.line >= 1 && (d.severity !== 'error' || d.hint))).toBe(true);
    }
  });
});
