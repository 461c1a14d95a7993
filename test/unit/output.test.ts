import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { discardStaging, stagingDirFor, swapIntoPlace } from '../../compiler/output/atomic-output';
import { activateFrame } from '../../compiler/render/frames';
import { withNoScriptDarkMode } from '../../compiler/assets/shared-css';

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
    expect(activateFrame(frame, '/a/', ['g0'])).toBe(
      '<details open="" data-nav-group="g0"><summary>A</summary><a href="/a/" data-nav-path="/a/" aria-current="page">A</a></details><details data-nav-group="g1"></details>',
    );
  });
});

describe('shared stylesheet', () => {
  it('offers the dark palette to readers without JavaScript whose system prefers dark', () => {
    const css = ':root{--a:#fff}.mode-dark{--a:#000}';
    expect(withNoScriptDarkMode(css)).toBe(`${css}@media (prefers-color-scheme: dark){html:not(.js){--a:#000}}`);
  });
});
