import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, runCli, tempDir, type CliResult } from '../helpers/cli';

/** test/fixtures/code-blocks: one page with every code block meta, notation and GitHub alert. */
describe('code block meta, notations and GitHub alerts in a built page', () => {
  let out: string;
  let result: CliResult;
  let page: string;
  const block = (marker: string) => {
    const at = page.indexOf(marker);
    return page.slice(page.lastIndexOf('<div class="docs-code ', at), page.indexOf('</pre>', at) + 6);
  };

  beforeAll(() => {
    out = path.join(tempDir('code-blocks'), 'dist');
    result = runCli(['build', '--content', path.join(FIXTURES, 'code-blocks'), '--out', out]);
    page = readFileSync(path.join(out, 'index.html'), 'utf8');
  });

  it('builds without findings', () => {
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/0 errors, 0 warnings|Built 1 pages/);
  });

  it('frames a titled block with its title and a shell block as a terminal', () => {
    expect(block('src/Thermostat.tsx')).toMatch(/<div class="docs-code-bar"><span class="docs-code-title">src\/Thermostat\.tsx<\/span><\/div><pre tabindex="0"><code class="hljs language-tsx">/);
    expect(block('--mode staging')).toContain('<div class="docs-code-bar" data-frame="terminal"><span class="docs-code-dots" aria-hidden="true">');
    expect(block('./deploy.sh')).toContain('<span class="docs-code-title">Deploy</span></div>');
  });

  it('marks lines by range and by comment, without the comments', () => {
    expect([...block(' band = [').matchAll(/<span class="line( highlighted)?">/g)].map((m) => Boolean(m[1]))).toEqual([true, false, true, true]);
    const commented = block('heatIndex');
    expect([...commented.matchAll(/<span class="line( highlighted)?">/g)].map((m) => Boolean(m[1]))).toEqual([false, true, true, true, false, true]);
    expect(page).not.toMatch(/highlight-(?:next-line|start|end)|\[!code/);
  });

  it('dims all but the focused line, and marks diff lines as inserted and deleted with their signs', () => {
    expect(block('Hallway')).toContain('<pre tabindex="0" data-focus="">');
    expect(block('Hallway')).toMatch(/<span class="line focused"> {2}<span class="hljs-keyword">return<\/span>/);
    expect(block('sensor.value')).toContain('<pre tabindex="0" data-diff=""><code class="hljs language-diff"><del class="line diff remove"><span class="diff-sign" data-nocopy>-</span>const reading = sensor.value;</del>\n<ins class="line diff add"><span class="diff-sign" data-nocopy>+</span>const reading = sensor.read();</ins>\n<span class="line">display(reading);</span>');
    expect(block('alarm')).toMatch(/<del class="line diff remove"><span class="diff-sign" data-nocopy>-<\/span><span class="hljs-keyword">const<\/span> limit = <span class="hljs-number">30<\/span>;<\/del>\n<ins class="line diff add">/);
  });

  it('numbers the lines of a block with showLineNumbers', () => {
    expect(block('rooms')).toContain('<pre tabindex="0" data-line-numbers="">');
  });

  it('renders GitHub alerts as callouts titled with their kind', () => {
    for (const [colour, label, text] of [['Info', 'Note', 'Readings refresh'], ['Success', 'Tip', 'Pin the thermostat'], ['Info', 'Important', 'Calibrate'], ['Warning', 'Warning', 'Battery'], ['Error', 'Caution', 'Never bypass']]) {
      expect(page).toMatch(new RegExp(`MuiAlert-color${colour}[^"]*docs-callout[^>]*>(?:(?!</div></div>).)*?<div class="MuiAlert-message[^"]*"><div class="[^"]*MuiAlertTitle-root[^"]*">${label}</div><p>${text}`));
    }
  });

  it('offers TypeScript and JavaScript only for a demo whose JavaScript differs', () => {
    const demo = (id: string) => page.slice(page.indexOf(`<section id="${id}"`), page.indexOf('</section>', page.indexOf(`<section id="${id}"`)));
    expect(demo('Plain')).not.toContain('data-code-lang');
    expect(demo('Plain')).not.toContain('data-lang');
    expect(demo('Plain')).toMatch(/<div data-variant="system"><div class="docs-code[^"]*" tabindex="-1"><pre tabindex="0"><code class="hljs language-tsx">/);
    expect(demo('Typed')).toContain('data-code-lang="js"');
    expect(demo('Typed')).toContain('<div data-variant="system" data-lang="js">');
  });

  it('writes a twin without notation comments, with diffs as diff blocks and alerts as labelled quotes', () => {
    const twin = readFileSync(path.join(out, 'index.md'), 'utf8');
    expect(twin).toContain('```tsx title="src/Thermostat.tsx"\n');
    expect(twin).toContain('function heatIndex(celsius: number) {\n  const fahrenheit = celsius * 1.8 + 32;\n');
    expect(twin).toContain("const unit = 'F';\n```");
    expect(twin).toContain('```diff\n-const limit = 30;\n+const limit = 28;\n alarm(limit);\n```');
    expect(twin).toContain('> **Caution:** Never bypass the fuse.');
    expect(twin).not.toMatch(/\[!code|highlight-next-line|\[!NOTE\]/);
  });
});
