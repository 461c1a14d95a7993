import { describe, expect, it } from 'vitest';
import { classifyChange } from '../../compiler/dev/classify-change';
import { codeFrame } from '../../compiler/dev/code-frame';

describe('change classification', () => {
  const content = '/site/content';
  const pkg = '/site';
  it.each([
    ['/site/content/x/react-tree-view/index.md', 'page'],
    ['/site/content/x/react-tree-view/index-zh.md', 'page'],
    ['/site/content/x/react-tree-view/BasicTree.tsx', 'demo'],
    ['/site/content/pages.ts', 'nav'],
    ['/site/content/site.config.ts', 'config'],
    ['/site/content/tsconfig.json', 'config'],
    ['/site/content/tsconfig.base.json', 'config'],
    ['/site/content/data/tsconfig.json', 'other'],
    ['/site/content/translations/zh.json', 'translations'],
    ['/site/templates/styles/highlight.ts', 'style'],
    ['/site/templates/frame/AppFrame.tsx', 'template'],
    ['/site/runtime/chrome.ts', 'runtime'],
    ['/site/compiler/markdown/links.ts', 'compiler'],
    ['/site/content/x/logo.png', 'other'],
    ['/elsewhere/file.md', 'other'],
  ])('%s is a %s change', (file, kind) => {
    expect(classifyChange(file, content, pkg)).toBe(kind);
  });
});

describe('code frame', () => {
  it('numbers the lines around the location and points at the column', () => {
    expect(codeFrame('a\nb\n:::danger\nc\nd\ne', 3, 4)).toBe(['  1 | a', '  2 | b', '> 3 | :::danger', '    |    ^', '  4 | c', '  5 | d'].join('\n'));
  });

  it('is empty for an unknown line', () => {
    expect(codeFrame('a', 0, 0)).toBe('');
  });
});
