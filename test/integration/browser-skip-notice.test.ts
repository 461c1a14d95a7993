import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli';

/**
 * A test run of two browser test files and a unit test file, as `npm test` runs them, on a machine
 * whose Chromium is not where it is looked for. In one worker: the notice is the main process's
 * (chromium-notice.ts), and two more workers only loaded the run's modules again.
 */
function runWithoutChromium(ci: boolean): { status: number; output: string } {
  const { CI: _, ...env } = process.env;
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', 'test/browser/sections/example.test.ts', 'test/browser/sections/copy-page.test.ts', 'test/unit/mui-format.test.ts', '--maxWorkers', '1'],
    { cwd: ROOT, encoding: 'utf8', env: { ...env, CHROMIUM_PATH: path.join(ROOT, 'no-such-chromium'), FORCE_COLOR: '0', ...(ci ? { CI: 'true' } : {}) } },
  );
  return { status: result.status ?? -1, output: `${result.stdout}\n${result.stderr}` };
}

describe('browser tests on a machine without Chromium', () => {
  it('skip with one line at the start and one in the summary, saying where Chromium was looked for and how to get it', () => {
    const { status, output } = runWithoutChromium(false);
    const noChromium = `no Chromium at ${path.join(ROOT, 'no-such-chromium')} (CHROMIUM_PATH). Install it (apt-get install chromium) or set CHROMIUM_PATH to its executable.`;
    expect(output).toContain(`Browser tests: 2 files will be skipped: ${noChromium}`);
    expect(output).toContain(`Browser tests: 2 files skipped: ${noChromium}`);
    expect(status).toBe(0);
  });

  it('fail the run when CI is set', () => {
    const { status, output } = runWithoutChromium(true);
    expect(output).toContain('CI is set: failing the run, since its browser tests did not run.');
    expect(status).toBe(1);
  });
});
