import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoCode } from '../../compiler/demos/demo-code';

const source = "import * as React from 'react';\n\nexport default function Hello(props: { name: string }) {\n  return <p>Hello {props.name}</p>;\n}\n";

describe('demo code listings cache', () => {
  it('keeps the listings of a version as lines of one file, and drops the files of other versions', async () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'docs-demo-code-'));
    const first = await demoCode(source, cacheDir, 'version one');
    expect(first.js).toContain('export default function Hello(props)');
    const dir = path.join(cacheDir, 'demo-code');
    const [log] = readdirSync(dir);
    const lines = readFileSync(path.join(dir, log!), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!.slice(lines[0]!.indexOf('\t') + 1))).toEqual(first);
    await demoCode(`${source}\n`, cacheDir, 'version two');
    expect(readdirSync(dir)).toHaveLength(1);
    expect(readdirSync(dir)[0]).not.toBe(log);
  });

  it('shows both listings without notation comments, the lines they mark highlighted', async () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'docs-demo-code-'));
    const marked = source.replace('  return <p>', '  // highlight-next-line\n  return <p>');
    const { tsHtml, jsHtml } = await demoCode(marked, cacheDir, 'version one');
    for (const html of [tsHtml, jsHtml]) {
      expect(html).not.toContain('highlight-next-line');
      expect(html).toMatch(/<span class="line highlighted"> {2}<span class="hljs-keyword">return<\/span>/);
      expect(html.match(/<span class="line highlighted">/g)).toHaveLength(1);
    }
  });

  it("shows the author's JavaScript twin as it is written, where the demo has one", async () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'docs-demo-code-'));
    // Laid out as no formatter would write it: taken as it is, not generated from the TypeScript.
    const twin = "import * as React from 'react';\n\nexport default function Hello(props) {\n  return <p>Hello {props.name}</p>\n}\n";
    const withTwin = await demoCode(source, cacheDir, 'version one', twin);
    expect(withTwin.js).toBe(twin);
    const text = (html: string) => html.replace(/<[^>]+>/g, '').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
    expect(text(withTwin.jsHtml)).toBe(twin.trimEnd());
    expect(withTwin.sameAsTs).toBe(false);
    // The generated version has its semicolon back: the two are kept apart.
    expect((await demoCode(source, cacheDir, 'version one')).js).toContain('</p>;');
  });
});
