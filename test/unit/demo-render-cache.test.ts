import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { keyframes } from '@emotion/react';
import { createElement } from 'react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { describe, expect, it } from 'vitest';
import { DemoRenderCache } from '../../compiler/demos/demo-render-cache';
import { EmotionRenderer } from '../../compiler/demos/emotion-renderer';
import { createDocsTheme } from '../../templates/theme';

const pulse = keyframes`from { opacity: 0.4; } to { opacity: 1; }`;

/** A demo with a global style, a class, and keyframes its class names: the three kinds of style a page's CSS takes from a demo. */
const DEMO = createElement(
  'div',
  null,
  createElement(GlobalStyles, { styles: { 'body.tide-demo': { margin: 1 } } }),
  createElement(Box, { sx: { color: 'teal', animation: `${pulse} 1s infinite` } }, 'High water'),
);
/** The page around it: styles of its own, and the demo's markup as a string. */
const page = (demoHtml: string) => createElement('main', null, createElement(Box, { sx: { padding: 3 } }, 'Tides'), createElement('div', { dangerouslySetInnerHTML: { __html: demoHtml } }));

function setup() {
  const root = mkdtempSync(path.join(tmpdir(), 'docs demo renders '));
  const helper = path.join(root, 'tides.ts');
  writeFileSync(helper, 'export const tides = [1, 2];\n');
  const file = path.join(root, 'TideDemo.tsx');
  const cacheDir = path.join(root, 'cache');
  return { root, helper, file, cacheDir, cache: () => new DemoRenderCache(cacheDir, 'v1-compiler-version', { palette: {} }) };
}

describe('kept demo renders', () => {
  it("give a new renderer the page CSS a render of the demo would: the demo's classes, global styles and keyframes", () => {
    const { helper, file, cache } = setup();
    const fresh = new EmotionRenderer(createDocsTheme(), { sharedThemeStyles: true });
    const rendered = fresh.render(DEMO, {}, new Set());
    cache().store('tides', file, 'source', { ...rendered, grids: { previewed: 0, declined: 0 } }, [helper], fresh);
    const expected = fresh.render(page(rendered.html), {}, new Set(), undefined, rendered.globals);

    const other = new EmotionRenderer(createDocsTheme(), { sharedThemeStyles: true });
    const kept = cache().reuse('tides', file, 'source', other)!;
    expect(kept.html).toBe(rendered.html);
    const got = other.render(page(kept.html), {}, new Set(), undefined, kept.globals);
    expect(got).toEqual(expected);
    expect(got.css).toContain('body.tide-demo');
    expect(got.css).toContain('@keyframes');
    expect(got.css).toContain('color:teal');
  });

  it('misses when the source, a file the module was made of, or the theme changed, and when the entry is cut short', () => {
    const { helper, file, cacheDir, cache } = setup();
    const renderer = new EmotionRenderer(createDocsTheme());
    const rendered = { ...renderer.render(DEMO, {}, new Set()), grids: { previewed: 0, declined: 0 } };
    cache().store('tides', file, 'source', rendered, [helper], renderer);
    expect(cache().has('tides', file, 'source')).toBe(true);
    expect(cache().has('tides', file, 'source, edited')).toBe(false);
    expect(new DemoRenderCache(cacheDir, 'v1-compiler-version', { palette: { primary: { main: '#000' } } }).has('tides', file, 'source')).toBe(false);
    writeFileSync(helper, 'export const tides = [3];\n');
    expect(cache().has('tides', file, 'source')).toBe(false);
    cache().store('tides', file, 'source', rendered, [helper], renderer);
    expect(cache().has('tides', file, 'source')).toBe(true);
    const dir = path.join(cacheDir, 'demo-renders');
    const [version] = readdirSync(dir);
    const [entry] = readdirSync(path.join(dir, version!));
    writeFileSync(path.join(dir, version!, entry!), '{"html": "<p');
    expect(cache().reuse('tides', file, 'source', renderer)).toBeUndefined();
  });

  it("deletes other compiler versions' renders", () => {
    const { cacheDir } = setup();
    const former = path.join(cacheDir, 'demo-renders', 'an-older-compiler');
    mkdirSync(former, { recursive: true });
    writeFileSync(path.join(former, 'entry.json'), '{}');
    new DemoRenderCache(cacheDir, 'v2-compiler-version', {});
    expect(readdirSync(path.join(cacheDir, 'demo-renders'))).toEqual([]);
  });
});
