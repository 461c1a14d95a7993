import path from 'node:path';
import type { Reporter, TestModule, TestSpecification } from 'vitest/node';
import { CHROMIUM, hasChromium } from './browser-path';

const BROWSER_TESTS = path.join(path.resolve(import.meta.dirname, '..'), 'browser') + path.sep;
const isBrowserTest = (moduleId: string) => moduleId.startsWith(BROWSER_TESTS);

/** Where Chromium was looked for, and how to get it. */
function missing(): string {
  return `no Chromium at ${CHROMIUM}${process.env.CHROMIUM_PATH ? ' (CHROMIUM_PATH)' : ''}. Install it (apt-get install chromium) or set CHROMIUM_PATH to its executable.`;
}

/**
 * Says, at the start and in the summary of a run, that the browser test files skip themselves
 * (`hasChromium`) on a machine without Chromium: a run that passes must not hide that they did not
 * run. With `CI` set, the run fails instead: there, a missing browser is a broken machine.
 */
export default class ChromiumNotice implements Reporter {
  onTestRunStart(specifications: ReadonlyArray<TestSpecification>): void {
    if (hasChromium) return;
    const count = specifications.filter((spec) => isBrowserTest(spec.moduleId)).length;
    if (count) process.stderr.write(`\nBrowser tests: ${count} file${count === 1 ? '' : 's'} will be skipped: ${missing()}${process.env.CI ? ' CI is set: the run fails.' : ''}\n\n`);
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    if (hasChromium) return;
    const skipped = modules.filter((module) => isBrowserTest(module.moduleId) && module.state() === 'skipped').length;
    if (!skipped) return;
    process.stderr.write(`\nBrowser tests: ${skipped} file${skipped === 1 ? '' : 's'} skipped: ${missing()}\n`);
    if (process.env.CI) {
      process.stderr.write('CI is set: failing the run, since its browser tests did not run.\n');
      process.exitCode = 1;
    }
  }
}
