import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript script without declarations
import { demoEmbeds, proseWords } from '../../scripts/content-stats.mjs';
import { ROOT } from '../helpers/cli';

const count = { words: proseWords as (md: string) => number, demos: (md: string) => (demoEmbeds as (md: string) => string[])(md).length };

function pagesUnder(section: string): { route: string; markdown: string }[] {
  const root = path.join(ROOT, 'content', 'x', section);
  const found: { route: string; markdown: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'index.md') found.push({ route: `/x/${path.relative(path.join(ROOT, 'content', 'x'), dir)}/`, markdown: readFileSync(full, 'utf8') });
    }
  };
  walk(root);
  return found.sort((a, b) => a.route.localeCompare(b.route));
}

describe.each([
  ['react-data-grid', 28],
  ['react-date-pickers', 18],
  ['react-charts', 20],
])('the %s section', (section, pages) => {
  const all = pagesUnder(section);

  it('has every page of the specification', () => {
    expect(all).toHaveLength(pages);
  });

  it.each(all.map((p) => [p.route, p.markdown]))('%s has live demos and at least 600 words of prose', (route, markdown) => {
    // Overview, quickstart and features pages included: a reader tries three ideas on every page.
    expect(count.demos(markdown), `${route} demos`).toBeGreaterThanOrEqual(3);
    expect(count.words(markdown), `${route} words of prose`).toBeGreaterThanOrEqual(600);
  });
});

describe('the react-tree-view section', () => {
  it.each(pagesUnder('react-tree-view').map((p) => [p.route, p.markdown]))('tree view page %s has at least three live demos', (route, markdown) => {
    expect(count.demos(markdown), `${route} demos`).toBeGreaterThanOrEqual(3);
  });
});

describe('the prose counter', () => {
  it('counts words outside front matter, fenced code, demo embeds and tags', () => {
    const md = ['---', 'title: Not counted', '---', '# One two', '', '<p class="description">three four</p>', '', '{{"demo": "Hidden.js"}}', '', '```tsx', 'const hidden = 1;', '```', '', ':::info', 'five', ':::'].join('\n');
    expect(count.words(md)).toBe(5);
    expect(count.demos(md)).toBe(1);
  });
});
