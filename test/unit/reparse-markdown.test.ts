import type { Node } from 'mdast';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../compiler/markdown/parse-markdown';
import { MarkdownParses } from '../../compiler/markdown/markdown-parses';
import { parseMarkdownForEdits, reparseMarkdown } from '../../compiler/markdown/reparse-markdown';
import { markdownPages } from '../helpers/markdown-pages';
import { seededRandom } from '../helpers/seeded-random';

/** Text an author types, markdown's own marks included: each can open, close or continue a block. */
const SNIPPETS = ['x', ' ', '\n', '\n\n', 'A new line.\n', '\n\nA paragraph.\n', '- ', '1. ', '  ', '    ', '> ', '```', '```js\n', '~~~', ':::', ':::warning\n', '|', '| a | b |\n| - | - |\n', '---', '===', '#', '## Heading\n', '[x]: /y', '[^1]', '[^1]: note', '<div>', '</div>', '<!--', '-->', '`', '*', '\t', '\r\n', 'www.example.com', '{{"demo": "A.js"}}'];

function randomEdit(text: string, random: (n: number) => number): string {
  const lineStarts = [0, ...[...text.matchAll(/\n/g)].map((m) => m.index! + 1)];
  // At a line start most of the time, where blocks begin, else anywhere.
  const at = random(3) ? lineStarts[random(lineStarts.length)]! : random(text.length + 1);
  switch (random(5)) {
    case 0:
      return text.slice(0, at) + text.slice(at + 1 + random(40));
    case 4:
      // A block's mark taken away ("# ", "- ", "> ", a fence's backticks).
      return text.slice(0, at) + text.slice(at + 1 + random(3));
    case 1:
      return `${text}${SNIPPETS[random(SNIPPETS.length)]}${random(2) ? '\n' : ''}`;
    default:
      return text.slice(0, at) + SNIPPETS[random(SNIPPETS.length)] + text.slice(at);
  }
}

/** Changes every node of a tree, as the compiler's transforms change the tree they are given. */
function trample(node: Node): void {
  (node as { type: string }).type = 'trampled';
  if (node.position) node.position.start.offset = -1;
  if ('children' in node) for (const child of node.children as Node[]) trample(child);
}

describe('reparsing markdown after an edit', () => {
  it('gives the tree a whole parse gives, positions included, over chains of random edits of every page', () => {
    const random = seededRandom(11);
    let reparsed = 0;
    let edits = 0;
    const runs = process.env.CI ? 1 : 2;
    for (const document of markdownPages()) {
      for (let run = 0; run < runs; run += 1) {
        let { tree, parsed } = parseMarkdownForEdits(document);
        let text = document;
        for (let step = 0; step < 4; step += 1) {
          trample(tree);
          text = randomEdit(text, random);
          const result = reparseMarkdown(parsed, text);
          edits += 1;
          if (result) {
            reparsed += 1;
            expect(result.tree, `edit ${step} of a page starting ${JSON.stringify(document.slice(0, 60))}`).toEqual(parseMarkdown(text));
            ({ tree, parsed } = result);
          } else ({ tree, parsed } = parseMarkdownForEdits(text));
        }
      }
    }
    // Most edits are reparsed, not handed back to a whole parse.
    expect(reparsed).toBeGreaterThan(edits * 0.5);
  });

  it('parses only from the block an edit reaches', () => {
    const before = '# Title\n\nFirst paragraph.\n\nSecond paragraph.\n';
    const { parsed } = parseMarkdownForEdits(before);
    const result = reparseMarkdown(parsed, `${before}\nAdded at the end.\n`)!;
    expect(result.tree).toEqual(parseMarkdown(`${before}\nAdded at the end.\n`));
    // The kept blocks are the stored ones (copied), the others new.
    expect(result.parsed.children.slice(0, 2)).toEqual(parsed.children.slice(0, 2));
    expect(result.parsed.children[0]).toBe(parsed.children[0]);
    expect(result.parsed.children[2]).not.toBe(parsed.children[2]);
  });

  it('leaves to a whole parse what reaches across blocks or continues past a blank line', () => {
    const cases: [string, string][] = [
      // A definition anywhere serves references anywhere.
      ['[a]: /x\n\nText.\n', '[a]: /x\n\nText [a].\n'],
      ['Text [a].\n\nMore.\n', 'Text [a].\n\nMore.\n\n[a]: /x\n'],
      // An indented line after a blank one goes on with a list item, or with indented code.
      ['- item\n\nText.\n', '- item\n\n  Text.\n'],
      ['    code\n\nText.\n', '    code\n\n    Text.\n'],
      // Without a blank line before it, a block may become the continuation of the one above.
      ['Para\n# Heading\n', 'Para\nHeading\n'],
      // A change before the second block.
      ['One.\n\nTwo.\n', 'One!\n\nTwo.\n'],
    ];
    for (const [before, after] of cases) expect(reparseMarkdown(parseMarkdownForEdits(before).parsed, after)).toBeUndefined();
  });

  it('keeps the last parse of each file apart, whatever the caller does to the trees it is given', () => {
    const parses = new MarkdownParses();
    const texts = { 'a.md': '# A\n\nOne.\n', 'b.md': '# B\n\n- item\n' };
    for (let round = 0; round < 4; round += 1) {
      for (const [file, text] of Object.entries(texts)) {
        const edited = `${text}\nRound ${round} of ${file}.\n`;
        const tree = parses.parse(file, edited);
        expect(tree).toEqual(parseMarkdown(edited));
        trample(tree);
        texts[file as keyof typeof texts] = edited;
      }
    }
  });
});
