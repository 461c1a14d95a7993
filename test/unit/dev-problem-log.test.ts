import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../compiler/helpers/diagnostics';
import { ProblemLog } from '../../compiler/dev/problem-log';

const link = (line: number, target = '/nope/'): Diagnostic => ({ code: 'link-broken', severity: 'warning', file: 'site/page.md', line, column: 5, message: `Broken link: ${target} is not a page of this site.`, hint: 'Link to an existing route, or create the page.' });
const config: Diagnostic = { code: 'config-invalid', severity: 'error', file: 'site/site.config.ts', line: 2, column: 3, message: '"title" must be a string.' };

function logged(): { log: ProblemLog; lines: string[] } {
  const lines: string[] = [];
  return { log: new ProblemLog((line) => lines.push(line)), lines };
}

describe("docs dev's terminal report of problems", () => {
  it('prints a problem once when it appears, as docs check does, and a line when it is gone', () => {
    const { log, lines } = logged();
    log.update([['/page/', [link(3)]]]);
    log.update([['/page/', [link(3)]]]);
    expect(lines).toEqual(['site/page.md:3:5  warning  Broken link: /nope/ is not a page of this site.  [link-broken]\n    hint: Link to an existing route, or create the page.\n    see: https://docs-compiler.mui.com/diagnostics/link-broken/']);
    log.update([['/page/', []]]);
    expect(lines.slice(1)).toEqual(['fixed: site/page.md:3:5  Broken link: /nope/ is not a page of this site.  [link-broken]']);
  });

  it('prints a problem that several pages share once, and its fix when the last of them has lost it', () => {
    const { log, lines } = logged();
    log.update([['site', [config]]]);
    log.update([['/a/', [config]]]);
    log.update([['/zh/a/', [config]]]);
    expect(lines).toHaveLength(1);
    log.update([['site', []]]);
    log.update([['/a/', []]]);
    expect(lines).toHaveLength(1);
    log.update([['/zh/a/', []]]);
    expect(lines[1]).toBe('fixed: site/site.config.ts:2:3  "title" must be a string.  [config-invalid]');
  });

  it('says nothing of a problem that only moved in its file, and counts two alike as two', () => {
    const { log, lines } = logged();
    log.update([['/page/', [link(3)]]]);
    log.update([['/page/', [link(4)]]]);
    expect(lines).toHaveLength(1);
    log.update([['/page/', [link(4), link(9)]]]);
    expect(lines[1]).toMatch(/^site\/page\.md:9:5 {2}warning/);
    log.update([['/page/', [link(10)]]]);
    expect(lines[2]).toMatch(/^fixed: site\/page\.md:(4|9):5/);
    expect(lines).toHaveLength(3);
  });

  it("prints a page's problem once though its untranslated twin has it too, and another problem at the same place anew", () => {
    const { log, lines } = logged();
    log.update([
      ['/page/', [link(3)]],
      ['/zh/page/', [link(3, '/zh/nope/')]],
    ]);
    expect(lines).toHaveLength(1);
    log.update([['/page/', [link(3, '/nope-again/')]]]);
    expect(lines[1]).toContain('Broken link: /nope-again/ is not a page of this site.');
    log.update([['/zh/page/', [link(3, '/zh/nope-again/')]]]);
    expect(lines).toHaveLength(2);
  });
});
