import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startDevServer } from '../../compiler/dev/dev-server';
import type { Diagnostic } from '../../compiler/helpers/diagnostics';
import { DEV_DIAGNOSTICS_ID } from '../../templates/shared/dev';
import { materializeBadCase } from '../helpers/bad-case';
import { ROOT, runCli, tempDir } from '../helpers/cli';

/** The bad-input cases whose demo imports something that does not exist, and the hint each must give. */
const CASES: Record<string, RegExp> = {
  'demo-import-missing-package': /^npm install chart-magic-kit$/,
  'demo-import-missing-file': /Did you mean "\.\/data\/stock"\?/,
  'demo-import-missing-entry-point': /Did you mean "@mui\/material\/Button"\?/,
  'demo-import-missing-nested': /Create the file, or fix the path/,
};

const INTERNALS = [/Internal error/, /\.cache/, /^\s+at .+:\d+:\d+\)?$/m, /Require stack/];

function expectLocated(diagnostics: Diagnostic[], dir: string, name: string): void {
  const { spec } = materializeBadCase(name);
  const unresolved = diagnostics.filter((d) => d.code === 'demo-import-unresolved');
  expect(unresolved, name).toHaveLength(1);
  const [found] = unresolved;
  expect(path.relative(dir, path.resolve(ROOT, found!.file)).split(path.sep).join('/')).toBe(spec.file);
  expect([found!.line, found!.column]).toEqual([spec.line, spec.column]);
  expect(found!.hint).toMatch(CASES[name]!);
  expect(found!.message).toMatch(/^Cannot resolve "[^"]+"/);
  // The type-checker's "Cannot find module" for the same import is not reported a second time.
  expect(diagnostics.filter((d) => /TS2307/.test(d.message))).toEqual([]);
}

describe.each(Object.keys(CASES))('%s', (name) => {
  it.each(['build', 'check'])('docs %s reports the import where it is written, with its hint, and nothing internal', (command) => {
    const { dir } = materializeBadCase(name);
    const args = command === 'build' ? ['build', '--content', dir, '--out', path.join(path.dirname(dir), 'dist'), '--json'] : ['check', '--content', dir, '--json'];
    const result = runCli(args);
    expect(result.status).toBe(1);
    for (const pattern of INTERNALS) expect(`${result.stdout}\n${result.stderr}`).not.toMatch(pattern);
    expectLocated(JSON.parse(result.stdout) as Diagnostic[], dir, name);
  });

  it('docs dev shows it in the overlay of the page, with the rest of the site served', async () => {
    const { dir } = materializeBadCase(name);
    const dev = await startDevServer({ contentDir: dir, port: 0, host: '127.0.0.1', cacheDir: tempDir('dev-imports-cache'), log: () => {} });
    try {
      const page = await (await fetch(`${dev.url.replace(/\/$/, '')}/guide/`)).text();
      const json = new RegExp(`<script type="application/json" id="${DEV_DIAGNOSTICS_ID}"[^>]*>(.*?)</script>`, 's').exec(page)?.[1];
      expect(json, 'the overlay data').toBeDefined();
      for (const pattern of INTERNALS) expect(json).not.toMatch(pattern);
      expectLocated(JSON.parse(json!) as Diagnostic[], dir, name);
      expect((await fetch(`${dev.url.replace(/\/$/, '')}/guide/setup/`)).status).toBe(200);
    } finally {
      await dev.close();
    }
  });
});
