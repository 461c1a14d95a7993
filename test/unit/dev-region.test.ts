import { describe, expect, it } from 'vitest';
import { checkedRegion } from '../helpers/checked-region';
import { seededRandom } from '../helpers/seeded-random';

const page = (head: string, main: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>Sorting</title>${head}<style data-docs-critical="">.a>.b{color:red}</style><script>document.documentElement.dataset.mode="light"</script></head>` +
  `<body><header><a href="/"><svg viewBox="0 0 24 24"><path d="M1 2z"></path><circle r="2"/></svg>Home</a></header><!-- the frame -->` +
  `<div id="main-content"><main class="docs-main"><h1 id="sorting">Sorting</h1>${main}</main></div><noscript><p>Scripts are off.</p></noscript></body></html>`;

const MAIN = '<p class="docs-description">Sort rows by one column.</p><ul><li>First <code>a&lt;b</code></li><li>Second</li></ul><table><thead><tr><th>Prop</th></tr></thead><tbody><tr><td>sortModel</td></tr></tbody></table><pre><code>x &gt; 1</code></pre>';

describe('the changed region of a page update', () => {
  it('is the paragraph whose text changed', () => {
    const region = checkedRegion(page('', MAIN), page('', MAIN.replace('one column', 'one or more columns')));
    expect(region?.tags).toEqual(['body', 'div', 'main', 'p']);
    expect(region?.replaced).toEqual([0, 0]);
    // The comment between the header and the frame is no element.
    expect(region?.path).toEqual([1, 1, 0, 1]);
  });

  it('is the container a paragraph was added to or removed from', () => {
    const added = MAIN.replace('<ul>', '<p>A new paragraph.</p><ul>');
    // Only the new paragraph is parsed: it goes between the description and the list.
    expect(checkedRegion(page('', MAIN), page('', added))).toMatchObject({ tags: ['body', 'div', 'main'], replaced: [2, 2], inserted: 1 });
    expect(checkedRegion(page('', added), page('', MAIN))).toMatchObject({ tags: ['body', 'div', 'main'], replaced: [2, 3], inserted: 0 });
    // At the end, right before the container's end tag, whose `<` the common start takes.
    const appended = checkedRegion(page('', MAIN), page('', `${MAIN}<p>Last.</p>`));
    expect(appended).toMatchObject({ tags: ['body', 'div', 'main'], children: 5, replaced: [5, 5], inserted: 1 });
    expect(appended!.to - appended!.from).toBe('<p>Last.</p>'.length);
  });

  it('is the element around a changed attribute, and a table cell or list item as the parser builds them', () => {
    expect(checkedRegion(page('', MAIN), page('', MAIN.replace('class="docs-description"', 'class="docs-description wide"')))?.tags).toEqual(['body', 'div', 'main']);
    expect(checkedRegion(page('', MAIN), page('', MAIN.replace('sortModel', 'sortingOrder')))?.tags).toEqual(['body', 'div', 'main', 'table', 'tbody', 'tr', 'td']);
    expect(checkedRegion(page('', MAIN), page('', MAIN.replace('a&lt;b', 'a&lt;=b')))?.tags).toEqual(['body', 'div', 'main', 'ul', 'li', 'code']);
  });

  it('takes in a child whose tag the change reaches by a character', () => {
    // The change starts one character before an image's tag ends, and ends one character after a break's starts.
    const image = (alt: string) => page('', `<p>A<img src="a.png"${alt}/>b</p>`);
    expect(checkedRegion(image(''), image(' alt=""'))).toMatchObject({ tags: ['body', 'div', 'main', 'p'], replaced: [0, 1] });
    const line = (tag: string) => page('', `<p>A<${tag}/>b</p>`);
    expect(checkedRegion(line('br'), line('hr'))).toBeUndefined();
    const swapped = (tag: string) => page('', `<p>A<${tag}>b</${tag}>c</p>`);
    expect(checkedRegion(swapped('em'), swapped('dd'))).toBeUndefined();
    expect(checkedRegion(swapped('em'), swapped('tt'))).toMatchObject({ tags: ['body', 'div', 'main', 'p'], replaced: [0, 1] });
  });

  it('is never inside SVG, raw text or the root: the nearest HTML element around them, or none', () => {
    const icon = (d: string) => page('', MAIN).replace('M1 2z', d);
    expect(checkedRegion(icon('M1 2z'), icon('M1 3z'))?.tags).toEqual(['body', 'header', 'a']);
    const css = page('', MAIN).replace('color:red', 'color:blue');
    expect(checkedRegion(page('', MAIN), css)?.tags).toEqual(['head']);
    const quiet = page('', MAIN).replace('Scripts are off.', 'Scripts are disabled.');
    expect(checkedRegion(page('', MAIN), quiet)?.tags).toEqual(['body']);
    // The title and the content: only the root holds both.
    expect(checkedRegion(page('', MAIN), page('', MAIN.replace('one column', 'a column')).replace('<title>Sorting', '<title>Sorting rows'))).toBeUndefined();
  });

  it('stays out of markup the parser nests otherwise than it is written', () => {
    // A div in a paragraph closes it; a row straight in a table gets a tbody.
    const misnested = (text: string) => page('', `<p>Intro<div>${text}</div></p>`);
    const region = checkedRegion(misnested('one'), misnested('two'));
    expect(region).toBeUndefined();
    const bare = (text: string) => page('', `<table><tr><td>${text}</td></tr></table>`);
    expect(checkedRegion(bare('one'), bare('two'))).toBeUndefined();
    // New content a paragraph cannot hold as written: the walk refuses it at every level.
    const into = page('', '<p>Intro</p>');
    expect(checkedRegion(into, into.replace('Intro', 'Intro<div>block</div>'))).toBeUndefined();
    expect(checkedRegion(into, into.replace('Intro', 'Intro<em>inline</em>'))?.tags).toEqual(['body', 'div', 'main', 'p']);
  });

  it('takes unknown tags named like built-in object keys for what they are', () => {
    // Raw HTML in markdown such as `<toString>` or `<constructor>` is an element to the parser.
    const odd = (text: string) => page('', `<p>Call <tostring>${text}</tostring> or <constructor>it</constructor>.</p>`);
    expect(checkedRegion(odd('one'), odd('two'))?.tags).toEqual(['body', 'div', 'main', 'p', 'tostring']);
  });

  it('says nothing of markup it cannot follow', () => {
    const broken = page('', MAIN).replace('</ul>', '');
    expect(checkedRegion(broken, broken.replace('Second', 'Third'))).toBeUndefined();
    // An element left open by the change: every element around it holds it, so none can be re-parsed alone.
    expect(checkedRegion(page('', MAIN), page('', MAIN.replace('<li>Second</li>', '<li>Second')))).toBeUndefined();
  });

  it('holds on random edits of a page: the region is always right, and found for most edits in the content', () => {
    const random = seededRandom(7);
    const base = page('<meta name="description" content="Sort rows."/>', MAIN.repeat(4));
    const edits: ((html: string) => string)[] = [
      // Text between two tags, in the content.
      (html) => {
        const spots = [...html.matchAll(/>([^<>]+)</g)].filter((m) => m.index! > html.indexOf('<main'));
        const spot = spots[random(spots.length)]!;
        const at = spot.index! + 1 + random(spot[1]!.length);
        return html.slice(0, at) + ['x', ' more', '&amp;'][random(3)] + html.slice(at);
      },
      // An element duplicated or removed.
      (html) => {
        const items = [...html.matchAll(/<(p|li|pre|h1)\b[^>]*>.*?<\/\1>/g)];
        const item = items[random(items.length)]!;
        const end = item.index! + item[0].length;
        return random(2) ? html.slice(0, end) + item[0] + html.slice(end) : html.slice(0, item.index!) + html.slice(end);
      },
      // An attribute value.
      (html) => {
        const values = [...html.matchAll(/ (class|href|id|content)="([^"]*)"/g)];
        const value = values[random(values.length)]!;
        const at = value.index! + value[0].length - 1;
        return `${html.slice(0, at)} v${random(9)}${html.slice(at)}`;
      },
    ];
    let found = 0;
    const rounds = 120;
    for (let round = 0; round < rounds; round += 1) {
      let after = base;
      for (let n = 1 + random(2); n > 0; n -= 1) after = edits[random(edits.length)]!(after);
      if (after === base) continue;
      if (checkedRegion(base, after)) found += 1;
    }
    expect(found).toBeGreaterThan(rounds / 2);
  });
});
