import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkedRegion } from '../helpers/checked-region';
import { shippedBuild } from '../helpers/shipped-site';
import { seededRandom } from '../helpers/seeded-random';

let out: string;

beforeAll(async () => {
  ({ out } = await shippedBuild());
}, 600_000);

const PAGES = ['x/react-tree-view/quickstart', 'x/react-data-grid/sorting', 'x/react-data-grid/editing', 'x/react-date-pickers/date-picker', 'x/react-charts/bars', 'x/introduction'];

/** Edits as `docs dev` meets them, made to the rendered page: text, whole elements, attributes, in the content. */
function randomEdit(html: string, random: (n: number) => number): string {
  const content = html.indexOf('<main');
  const inContent = <T extends RegExpMatchArray>(matches: Iterable<T>) => [...matches].filter((m) => m.index! > content);
  switch (random(3)) {
    case 0: {
      const spots = inContent(html.matchAll(/>([^<>]+)</g));
      const spot = spots[random(spots.length)]!;
      const at = spot.index! + 1 + random(spot[1]!.length);
      return `${html.slice(0, at)}${['x', ' and more', ' &amp; '][random(3)]}${html.slice(at)}`;
    }
    case 1: {
      const items = inContent(html.matchAll(/<(p|li|h2|h3)\b[^>]*>(?:(?!<\1\b).)*?<\/\1>/gs));
      const item = items[random(items.length)]!;
      const end = item.index! + item[0].length;
      return random(2) ? html.slice(0, end) + item[0] + html.slice(end) : html.slice(0, item.index!) + html.slice(end);
    }
    default: {
      const values = inContent(html.matchAll(/ (class|href|title)="([^"]*)"/g));
      const value = values[random(values.length)]!;
      const at = value.index! + value[0].length - 1;
      return `${html.slice(0, at)} v${random(9)}${html.slice(at)}`;
    }
  }
}

describe('the changed region of updates to the shipped pages', () => {
  it.each(PAGES)('is right for every edit of %s, and found for most', (route) => {
    const html = readFileSync(path.join(out, route, 'index.html'), 'utf8');
    const random = seededRandom(route.length);
    let found = 0;
    const rounds = 30;
    for (let round = 0; round < rounds; round += 1) if (checkedRegion(html, randomEdit(html, random))) found += 1;
    expect(found).toBeGreaterThan(rounds * 0.6);
  });

  it('is only the new paragraph for one added at the end of a page, as an author appends one', () => {
    const html = readFileSync(path.join(out, 'x/react-data-grid/sorting/index.html'), 'utf8');
    const main = html.indexOf('</main>');
    const last = html.lastIndexOf('</p>', main) + 4;
    const after = `${html.slice(0, last)}<p>A line the author added.</p>${html.slice(last)}`;
    const region = checkedRegion(html, after)!;
    expect(region.inserted).toBe(1);
    expect(region.replaced[1] - region.replaced[0]).toBe(0);
    // With no more than the text between it and its neighbours.
    expect(after.slice(region.from, region.to).trim()).toBe('<p>A line the author added.</p>');
  });
});
