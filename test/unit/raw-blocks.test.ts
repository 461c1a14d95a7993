import type { Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { transformCallouts } from '../../compiler/markdown/callouts';
import { parseMarkdown } from '../../compiler/markdown/parse-markdown';
import { checkRawHtml } from '../../compiler/markdown/raw-html';
import { parseRawHtml } from '../../compiler/markdown/raw-blocks';
import { markdownPages } from '../helpers/markdown-pages';
import { seededRandom } from '../helpers/seeded-random';

const toHast = unified().use(remarkRehype, { allowDangerousHtml: true }).freeze();
const wholeRaw = unified().use(rehypeRaw).freeze();

/** The markdown tree → HTML tree stage's input for `markdown`, callouts included (they become our own elements). */
function hastOf(markdown: string): Root {
  const mdast = parseMarkdown(markdown);
  checkRawHtml(mdast, 'page.md', []);
  transformCallouts(mdast, markdown, 'page.md', []);
  return toHast.runSync(mdast) as Root;
}

/** `parseRawHtml` must give what rehype-raw gives for the whole tree, positions and key order included. */
function expectAsWhole(markdown: string): void {
  const expected = JSON.stringify(wholeRaw.runSync(hastOf(markdown)));
  expect(JSON.stringify(parseRawHtml(hastOf(markdown)))).toBe(expected);
}

describe('author HTML parsed block by block', () => {
  it('gives every shipped and fixture page the tree the whole page’s parse gives', () => {
    const all = markdownPages();
    expect(all.length).toBeGreaterThan(100);
    for (const page of all) expectAsWhole(page);
  });

  it.each([
    ['an element opened in one block and closed in a later one', '# T\n\n<details>\n<summary>More</summary>\n\nInside, *in markdown*.\n\n</details>\n\nAfter.\n'],
    ['a paragraph left open by HTML, continued by the newline after it', '# T\n\n<p class="description">Opened, never closed\n\nNext paragraph.\n'],
    ['a formatting element left open, reconstructed in the next paragraph', '# T\n\nSome <b>bold\n\nstill bold?\n'],
    ['SVG left open', '# T\n\n<svg><circle r="1">\n\nText after.\n'],
    ['a style element never closed', '# T\n\n<style>\n\np { color: red }\n\nText.\n'],
    ['a page whose first tag puts the parser in a table mode', '<tr><td><b>cell</b></td></tr>\n\n# T\n\n<b>x</b>\n'],
    ['a form closed by another element’s end tag, then another form', '# T\n\n<div><form></div>\n\n<form><input></form>\n\nText.\n'],
    ['a template', '# T\n\n<template><p>in</p>\n\nout\n'],
    ['a page that starts with a template, whose next tag puts the parser in a table mode', '<template>\nt\n</template>\n\n<tr><td><b>cell</b></td></tr>\n'],
    ['HTML whose last node is text', '# T\n\n<span>a</span> tail\n\n<br>\n\nText.\n'],
    ['two HTML blocks with plain blocks and code between', '# T\n\n<p class="description">Desc.</p>\n\n```js\n\nconst a = 1;\n```\n\n<div>x</div>\n\n- a\n- b <kbd>K</kbd>\n'],
    ['fenced code starting with blank lines, with a title, and empty fences', '# T\n\n<br>\n\n```\n\n\ntwo blank lines\n```\n\n```tsx title="Demo.tsx"\nconst a = 1;\n```\n\n```\n```\n\n```\n\n```\n\nText.\n'],
    ['hard breaks, footnotes, task lists, numbered lists and tables', '# T\n\n<i>x</i>\n\nline  \nbreak\\\nagain\n\nA note[^1].\n\n[^1]: The note.\n\n- [x] done\n- [ ] not\n\n3. three\n4. four\n\n| a | b |\n| :- | -: |\n| 1 | 2 |\n\n![alt](/i.png "t") [l](/x "y")\n'],
    ['fenced code starting with blank lines before HTML that needs the whole page parsed', '# T\n\n```\n\n\ncode\n```\n\nline  \nbreak\n\n<div>\n\nnever closed\n'],
    ['a style element opened in a paragraph, the tokenizer left reading raw text for the next HTML', '# T\n\n<br> </p> <style> <div>\n\nA hard  \nbreak.\n\n</a>\n\nEnd.\n'],
    ['callouts and comments', '# T\n\n<!-- a comment -->\n\n:::warning\nCareful <em>here</em>.\n:::\n\nText <!-- inline --> more.\n'],
    ['a list item opened in HTML inside a markdown list', '# T\n\n- a\n- <li>b\n- c\n\nAfter.\n'],
  ])('%s', (_, markdown) => {
    expectAsWhole(markdown);
  });

  it('gives a tree without positions none, as the whole page’s parse does', () => {
    const unplaced = (markdown: string): Root => JSON.parse(JSON.stringify(hastOf(markdown), (key, value: unknown) => (key === 'position' ? undefined : value)));
    // A task list's checkbox goes through the parser; no HTML of the author's gives the parser places of its own.
    for (const markdown of ['# T\n\n- [x] done\n\nText.\n', '# T\n\n<p class="description">Desc.</p>\n\nText.\n']) {
      expect(JSON.stringify(parseRawHtml(unplaced(markdown)))).toBe(JSON.stringify(wholeRaw.runSync(unplaced(markdown))));
    }
  });

  it('drops the data of plain nodes, as the parser does', () => {
    const withData = (): Root => {
      const tree = hastOf('# T\n\n<p class="description">Desc.</p>\n\nText.\n');
      tree.children[0]!.data = { note: 'from a plugin' } as never;
      return tree;
    };
    expect(JSON.stringify(parseRawHtml(withData()))).toBe(JSON.stringify(wholeRaw.runSync(withData())));
  });

  it('parses plain markdown around the HTML without the parser', () => {
    const tree = hastOf('# T\n\n<p class="description">Desc.</p>\n\nA paragraph with `code`.\n');
    const paragraph = tree.children[4]!;
    expect(parseRawHtml(tree).children).toContain(paragraph);
  });

  it('gives random pages of HTML and markdown fragments the whole page’s tree', () => {
    const random = seededRandom(20261127);
    const fragments = [
      '# Title', 'Text with *emphasis* and `code`.', '<p class="description">Desc.</p>', '<div>', '</div>', '<p>', '</p>', '<b>', '</b>', '<em>x</em>', '<br>', '<!-- c -->',
      '<table><tr><td>', '</td></tr></table>', '<tr>', '<td>', '<svg>', '</svg>', '<ul><li>a', '</li></ul>', '- item', '- item <kbd>K</kbd>', '1. one', '> quote', '> <span>q</span>',
      '```js\n\ncode\n```', '```\n\n\ntwo blank lines\n```', '```\n```', '| a |\n| - |\n| <i>1</i> |', 'line  \nbreak', ':::info\nCallout\n:::', '<details><summary>S</summary>', '</details>', '<template>', '<a href="/x">', '</a>', '[link](/y)', '<h2>', '</h2>', '<select><option>o', '<style>', '</style>', '<textarea>', '</textarea>', 'plain text', '&nbsp;',
      '<textarea>a', '<title>t', '<xmp>', '<iframe>', '<noscript>', '<plaintext>', '<script>', '</script>', '<form>', '</form>', '<math><mi>', '<table>', '<li>', '<dd>', '<h3>', '<b><i>x</b></i>', '<caption>', '<col>', '<!-- open', '- [x] task', '3. three', 'a[^1]\n\n[^1]: n',
    ];
    for (let run = 0; run < 300; run += 1) {
      const count = 2 + random(8);
      const blocks = Array.from({ length: count }, () => fragments[random(fragments.length)]!);
      // Most pages start with their title, as real ones do; some start with HTML.
      const markdown = `${random(4) ? '# Title\n\n' : ''}${blocks.map((b) => (random(3) ? `${b}\n\n` : `${b} `)).join('')}`;
      expectAsWhole(markdown);
    }
  });
});
