import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { discardStaging, stagingDirFor, swapIntoPlace } from '../../compiler/output/atomic-output';
import { navWindowMarker } from '../../templates/frame/nav-window-marker';
import { activateFrame, NAV_WINDOW } from '../../compiler/render/nav-window';
import { withNoScriptDarkMode } from '../../compiler/assets/shared-css';
import { makeDirs } from '../../compiler/helpers/write-atomically';

describe('atomic output', () => {
  it('replaces the output folder only when the new one is complete', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docs-out-'));
    const out = path.join(root, 'dist');
    mkdirSync(out);
    writeFileSync(path.join(out, 'old.html'), 'old');
    const staging = stagingDirFor(out);
    mkdirSync(staging);
    writeFileSync(path.join(staging, 'new.html'), 'new');
    await swapIntoPlace(staging, out);
    expect(readdirSync(out)).toEqual(['new.html']);
    expect(readdirSync(root)).toEqual(['dist']);
  });

  it('leaves the previous output untouched when a build is discarded', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docs-out-'));
    const out = path.join(root, 'dist');
    mkdirSync(out);
    writeFileSync(path.join(out, 'index.html'), 'previous');
    const staging = stagingDirFor(out);
    mkdirSync(staging);
    await discardStaging(staging);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('previous');
    expect(existsSync(staging)).toBe(false);
  });
});

describe('frame activation', () => {
  it('marks the active link and opens its groups by patching attributes', () => {
    const frame = '<details data-nav-group="g0"><summary>A</summary><a href="/a/" data-nav-path="/a/">A</a></details><details data-nav-group="g1"></details>';
    expect(activateFrame({ before: frame }, '/a/', ['g0'])).toBe(
      '<details open="" data-nav-group="g0"><summary>A</summary><a href="/a/" data-nav-path="/a/" aria-current="page">A</a></details><details data-nav-group="g1"></details>',
    );
  });

  it('shows a long group only around the current page, with a button for the rest', () => {
    const paths = Array.from({ length: 100 }, (_, i) => `/p${i}/`);
    const window = { items: paths.map((p) => `<li><a data-nav-path="${p}">${p}</a></li>`), paths, more: '<li><button data-nav-show-all="g">all</button></li>' };
    const frame = { before: `<details data-nav-group="g"><ul>${navWindowMarker('g')}</ul></details>`, windows: { g: window } };
    const links = (html: string) => [...html.matchAll(/data-nav-path="([^"]+)"/g)].map((m) => m[1]);

    const middle = activateFrame(frame, '/p50/', ['g']);
    expect(links(middle)).toEqual(paths.slice(50 - NAV_WINDOW, 50 + NAV_WINDOW + 1));
    expect(middle).toContain('data-nav-path="/p50/" aria-current="page"');
    expect(middle.match(/data-nav-show-all/g)).toHaveLength(2);

    const first = activateFrame(frame, '/p0/', ['g']);
    expect(links(first)).toEqual(paths.slice(0, NAV_WINDOW + 1));
    expect(first.match(/data-nav-show-all/g)).toHaveLength(1);

    const last = activateFrame(frame, '/p99/', ['g']);
    expect(links(last)).toEqual(paths.slice(99 - NAV_WINDOW));
    expect(last.indexOf('data-nav-show-all')).toBeLessThan(last.indexOf('/p79/'));

    const outside = activateFrame(frame, '/elsewhere/', []);
    expect(links(outside)).toEqual(paths.slice(0, 2 * NAV_WINDOW + 1));
  });
});

describe('shared stylesheet', () => {
  it('offers the dark palette to readers without JavaScript whose system prefers dark', () => {
    const css = ':root{--a:#fff}.mode-dark{--a:#000}';
    expect(withNoScriptDarkMode(css)).toBe(`${css}@media (prefers-color-scheme: dark){html:not(.js){--a:#000}}`);
  });
});

describe('page folders', () => {
  it('are made parents first, several at a time, also where some already exist', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docs-dirs-'));
    mkdirSync(path.join(root, 'x', 'react-tree-view'), { recursive: true });
    const wanted = [path.join(root, 'x', 'react-tree-view', 'items'), path.join(root, 'x', 'react-charts', 'bars', 'deep'), path.join(root, 'zh', 'x', 'react-charts'), path.join(root, 'x')];
    const created = new Set([root]);
    await makeDirs(wanted, created);
    for (const dir of wanted) expect(existsSync(dir), dir).toBe(true);
    expect(created.has(path.join(root, 'x', 'react-charts', 'bars'))).toBe(true);
    expect(readdirSync(path.join(root, 'x')).sort()).toEqual(['react-charts', 'react-tree-view']);
    // Folders `created` knows are not made again: one deleted since stays deleted.
    rmSync(path.join(root, 'zh'), { recursive: true });
    await makeDirs(wanted, created);
    expect(existsSync(path.join(root, 'zh'))).toBe(false);
  });
});
