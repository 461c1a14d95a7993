import { appendFileSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODE_DIR, CodeFragments, copyCodeFragments } from '../../compiler/demos/code-fragments';

function written() {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-code-fragments-'));
  const out = path.join(root, 'out');
  const cache = path.join(root, 'cache');
  const names = new Set<string>();
  const url = new CodeFragments(out, cache, '/docs/').url('<pre>const a = 1;</pre>', names);
  const [name] = [...names];
  return { root, out, cache, url, name: name! };
}

describe('demo code listings', () => {
  it('writes a listing once into the output and keeps it in the cache as the same file', () => {
    const { out, cache, url, name } = written();
    expect(url).toBe(`/docs/static/code/${name}`);
    const file = path.join(out, CODE_DIR, name);
    expect(readFileSync(file, 'utf8')).toBe('<pre>const a = 1;</pre>');
    expect(statSync(path.join(cache, 'code', name)).ino).toBe(statSync(file).ino);
  });

  it('copies kept listings into another output', () => {
    const { root, cache, name } = written();
    const next = path.join(root, 'next');
    expect(copyCodeFragments([name], cache, next)).toBe(true);
    expect(readFileSync(path.join(next, CODE_DIR, name), 'utf8')).toBe('<pre>const a = 1;</pre>');
  });

  it('refuses a kept listing edited in place through the output, and keeps it again on the next render', () => {
    const { root, out, cache, name } = written();
    appendFileSync(path.join(out, CODE_DIR, name), '<!-- edited -->');
    expect(copyCodeFragments([name], cache, path.join(root, 'next'))).toBe(false);
    expect(copyCodeFragments(['missing.html'], cache, path.join(root, 'next'))).toBe(false);
    new CodeFragments(path.join(root, 'again'), cache, '/').url('<pre>const a = 1;</pre>', new Set());
    expect(copyCodeFragments([name], cache, path.join(root, 'next'))).toBe(true);
  });
});
