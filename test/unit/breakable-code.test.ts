import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { breakableCode } from '../../templates/markdown/breakable-code';

const html = (text: string) => renderToStaticMarkup(createElement('code', null, breakableCode(text)));

describe('inline code on a narrow screen', () => {
  it('may break a long path after its slashes and a member chain before its dots, never inside a name', () => {
    expect(html('getting-started/Counter.tsx')).toBe('<code>getting-started/<wbr/>Counter.tsx</code>');
    expect(html('apiRef.current.setRowSelectionModel')).toBe('<code>apiRef<wbr/>.current<wbr/>.setRowSelectionModel</code>');
    expect(html('https://example.com/a?b=1&c=2')).toBe('<code>https://<wbr/>example.com/<wbr/>a?<wbr/>b=1&amp;<wbr/>c=2</code>');
  });

  it('leaves short tokens and the spaces between tokens as they are', () => {
    expect(html('docs check')).toBe('<code>docs check</code>');
    expect(html('node bin/docs.mjs build --content my-docs/website/folders')).toBe('<code>node bin/docs.mjs build --content my-docs/<wbr/>website/<wbr/>folders</code>');
  });
});
