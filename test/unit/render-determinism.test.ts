import { toHtml } from 'hast-util-to-html';
import { keyframes } from '@emotion/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { compilePage, type CompileInput } from '../../compiler/markdown/compile-page';
import { CompileMemo } from '../../compiler/render/compile-memo';
import { EmotionRenderer } from '../../compiler/demos/emotion-renderer';
import { shareOut, twinGroups, WorkQueues } from '../../compiler/render/work-queues';
import type { PageJob } from '../../compiler/render/page-job';
import { createDocsTheme } from '../../templates/theme';

const PAGE_A = createElement(
  'div',
  null,
  createElement(GlobalStyles, { styles: { 'body.docs-a': { margin: 3 } } }),
  createElement(Box, { sx: { color: 'red' } }, 'red'),
  createElement(Box, { sx: { padding: 2 } }, 'padded'),
);
const PAGE_B = createElement('div', null, createElement(Box, { sx: { padding: 2 } }, 'padded'), createElement(Box, { sx: { color: 'red' } }, 'red'));

describe('page CSS', () => {
  it('is the same whatever the renderer rendered before: order of first use, and no other page’s global styles', () => {
    const warm = new EmotionRenderer(createDocsTheme());
    const a = warm.render(PAGE_A, {}, new Set());
    const afterA = warm.render(PAGE_B, {}, new Set());
    const alone = new EmotionRenderer(createDocsTheme()).render(PAGE_B, {}, new Set());
    expect(afterA.css).toBe(alone.css);
    expect(afterA.html).toBe(alone.html);
    // B uses A's classes in the other order; A's global style stays A's.
    expect(a.css).toContain('body.docs-a');
    expect(afterA.css).not.toContain('body.docs-a');
    expect(afterA.css.indexOf('padding')).toBeLessThan(afterA.css.indexOf('color:red'));
  });

  it('works out the theme’s CSS variables once for all its renders, with the markup and CSS of a fresh renderer each time', () => {
    const theme = createDocsTheme();
    let generated = 0;
    const generate = theme.generateThemeVars!.bind(theme);
    theme.generateThemeVars = () => ((generated += 1), generate());
    const usingVars = createElement(Box, { sx: (t) => ({ color: t.vars!.palette.primary.main, borderColor: t.vars!.palette.divider }) }, 'themed');
    const renderer = new EmotionRenderer(theme, { sharedThemeStyles: true });
    const first = renderer.render(usingVars, {}, new Set());
    const second = renderer.render(usingVars, {}, new Set());
    expect(generated).toBe(1);
    expect(second).toEqual(first);
    expect(first.css).toContain('var(--mui-palette-primary-main)');
    expect(first).toEqual(new EmotionRenderer(createDocsTheme(), { sharedThemeStyles: true }).render(usingVars, {}, new Set()));
  });

  it('carries the keyframes its styles name, also when an earlier page inserted them', () => {
    const pulse = keyframes({ from: { opacity: 0.25 }, to: { opacity: 1 } });
    const page = (label: string) => createElement(Box, { sx: { animation: `${pulse} 2s infinite` } }, label);
    const warm = new EmotionRenderer(createDocsTheme());
    const first = warm.render(page('first'), {}, new Set());
    const second = warm.render(createElement('div', null, createElement(Box, { sx: { margin: 1 } }), page('second')), {}, new Set());
    for (const css of [first.css, second.css]) expect(css).toMatch(new RegExp(`@keyframes ${pulse.name}\\{`));
    expect(second.css).toBe(new EmotionRenderer(createDocsTheme()).render(createElement('div', null, createElement(Box, { sx: { margin: 1 } }), page('second')), {}, new Set()).css);
  });
});

const SOURCE = `# Setup

See [the overview](../overview/), [the API](/x/api/tree-view/tree-item/), [this section](#install) and [an external page](https://mui.com/).

## Install

\`\`\`js
npm install
\`\`\`
`;

function input(route: string, languagePrefix: string): CompileInput {
  return {
    source: SOURCE,
    route,
    file: '/site/guide/setup/index.md',
    displayPath: 'guide/setup/index.md',
    contentPath: 'guide/setup/index.md',
    contentDir: '/site',
    base: '/',
    defaultLanguage: 'en',
    components: new Map(),
    ...(languagePrefix ? { languagePrefix } : {}),
  };
}

describe('a page compiled once for its untranslated twins', () => {
  it('gives each route the page a compilation of its own would', () => {
    const memo = new CompileMemo();
    // Three twins: the kept tree must come out of the first two as it went in.
    for (const [route, prefix, twinFollows] of [
      ['/guide/setup/', '', true],
      ['/zh/guide/setup/', '/zh', true],
      ['/guide/setup/', '', false],
    ] as const) {
      const shared = memo.compile(input(route, prefix), twinFollows);
      const own = compilePage(input(route, prefix));
      expect(toHtml(shared.hast)).toBe(toHtml(own.hast));
      expect(shared.links).toEqual(own.links);
      expect(shared.ids).toEqual(own.ids);
    }
    expect(toHtml(memo.compile(input('/zh/guide/setup/', '/zh'), false).hast)).toContain('href="/zh/x/api/tree-view/tree-item/"');
  });

  it('sends a page and its twins to the same worker, API pages one by one', () => {
    const job = (file: string, api = false) => ({ file, ...(api ? { api: {} } : {}) }) as PageJob;
    const groups = twinGroups([job('a.md'), job('b.md'), job('x', true), job('a.md'), job('x', true), job('b.md')]);
    expect(groups.map((group) => group.map(({ id }) => id))).toEqual([[0, 3], [1, 5], [2], [4]]);
    expect(groups.map((group) => group.map(({ job }) => job.twinFollows === true))).toEqual([[true, false], [true, false], [false], [false]]);
  });
});

describe('pages compiled ahead, while the navigation waits for the API extraction', () => {
  it('are rendered from that compilation, the same as a page compiled when rendered', () => {
    const memo = new CompileMemo();
    const warmed = memo.warm(input('/guide/setup/', ''));
    // Warming twice (a twin's file) compiles once.
    expect(memo.warm(input('/zh/guide/setup/', '/zh'))).toBe(warmed);
    const english = memo.compile(input('/guide/setup/', ''), true);
    const chinese = memo.compile(input('/zh/guide/setup/', '/zh'), false);
    // The last route takes the warmed tree itself; the first got a copy of its links.
    expect(chinese.hast).toBe(warmed.hast);
    expect(english.hast).not.toBe(warmed.hast);
    expect(toHtml(english.hast)).toBe(toHtml(compilePage(input('/guide/setup/', '')).hast));
    expect(toHtml(chinese.hast)).toBe(toHtml(compilePage(input('/zh/guide/setup/', '/zh')).hast));
    // Rendered, it is gone: a later render of the page compiles afresh.
    expect(memo.compile(input('/guide/setup/', ''), false).hast).not.toBe(warmed.hast);
  });

  it('are shared out by size, largest first, so the shares come out about even', () => {
    const pages = [3, 9, 4, 1, 8, 2].map((size) => ({ file: `${size}.md`, size }));
    const shares = shareOut(pages, 2);
    expect(shares.map((share) => share.map((page) => page.file))).toEqual([
      ['9.md', '3.md', '2.md'],
      ['8.md', '4.md', '1.md'],
    ]);
    expect(shares[0]![0]).toEqual({ file: '9.md' });
  });

  it('go to the worker that compiled them; the rest in order to whoever is free, then the other worker’s last', () => {
    const owners: Record<string, number> = { a: 0, b: 0, c: 1 };
    const queues = new WorkQueues(['a', 'x', 'b', 'c', 'y'], 2, (item) => owners[item]);
    expect([queues.take(1), queues.take(1), queues.take(1), queues.take(1), queues.take(0), queues.take(0), queues.take(0)]).toEqual(['c', 'x', 'y', 'b', 'a', undefined, undefined]);
  });

  it('taken from another worker’s queue: its last page without demos first, then its last', () => {
    const queues = new WorkQueues(['a', 'B', 'c', 'D', 'E'], 2, () => 0, (item) => item === item.toLowerCase());
    expect([queues.take(1), queues.take(1), queues.take(1), queues.take(0), queues.take(1), queues.take(0)]).toEqual(['c', 'a', 'E', 'B', 'D', undefined]);
  });
});
