import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../compiler/helpers/diagnostics';
import { listBadCases, materializeBadCase, readBadCase, type ExpectedDiagnostic } from '../helpers/bad-case';
import { ROOT, runCliAsync } from '../helpers/cli';

/**
 * The bad-input corpus (test/fixtures/bad/): every case is the base site plus one defect, and `docs check`
 * must report it as a located diagnostic — never a crash, a stack trace or a silent pass.
 *
 * Sites with several languages also check the untranslated /zh/ copies of English pages: the same
 * finding then comes twice, once per language, at the same place. Findings are compared by
 * (code, file, line, column, severity), so each language's copy of a finding counts once.
 */

const key = (d: ExpectedDiagnostic) => `${d.code} ${d.file}:${d.line}:${d.column} ${d.severity}`;
const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;
const dirs: string[] = [];

afterAll(() => {
  for (const dir of dirs) rmSync(path.dirname(dir), { recursive: true, force: true });
});

describe.concurrent('docs check on the bad-input corpus', () => {
  const names = listBadCases();

  it('has at least 40 cases', () => {
    expect(names.length).toBeGreaterThanOrEqual(40);
  });

  for (const name of names) {
    const spec = readBadCase(name);
    it(`${name}: ${spec.code} at ${spec.file}:${spec.line}:${spec.column}`, async () => {
      const { dir } = materializeBadCase(name);
      dirs.push(dir);
      const result = await runCliAsync(['check', '--content', dir, '--json']);
      const output = `${result.stdout}\n${result.stderr}`;
      expect(output, 'no internal error').not.toContain('Internal error');
      expect(output, 'no stack trace').not.toMatch(STACK_FRAME);

      const diagnostics = JSON.parse(result.stdout) as Diagnostic[];
      const relative = (d: Diagnostic): ExpectedDiagnostic => ({
        code: d.code,
        file: path.relative(dir, path.resolve(ROOT, d.file)).split(path.sep).join('/'),
        line: d.line,
        column: d.column,
        severity: d.severity,
      });
      const found = diagnostics.map(relative);
      // render-page adds "no # Title" to any page it could not compile; that is not the case's finding.
      const collateral = (d: ExpectedDiagnostic) => d.code === 'page-no-title' && spec.severity === 'error' && d.file === spec.file;
      const expected = [spec, ...(spec.also ?? [])].map(key).sort();
      expect([...new Set(found.filter((d) => !collateral(d)).map(key))].sort()).toEqual(expected);
      expect(result.status, 'exit code').toBe(spec.exit);

      for (const d of found) expect(d.file, `${d.code} is located inside the content folder`).not.toMatch(/^\.\.\//);
      for (const d of diagnostics) {
        if (d.severity === 'error') expect(d.hint, `${d.code} has a hint`).toMatch(/\S/);
        expect(d.message, `${d.code} message`).not.toMatch(STACK_FRAME);
      }
    });
  }
});
