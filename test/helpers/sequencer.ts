import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { sharedBuildsOf } from './shared-builds';

/**
 * The order test files start in. Three groups, each in vitest's own order (the longest of the last
 * run first, else the largest file first):
 * 1. files tagged `// @module-tag heavy`, which build MUI-sized inputs: started first, a long file
 *    started last would decide the run's end;
 * 2. the other files, while the shared builds run in the background (see global-setup.ts);
 * 3. the files that read a shared build, once it is likely done: started earlier, a file would wait
 *    for it and hold its worker idle.
 */
export default class HeavyFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const group = new Map(sorted.map((spec) => [spec, groupOf(spec.moduleId)]));
    return sorted.sort((a, b) => group.get(a)! - group.get(b)!);
  }
}

function groupOf(file: string): number {
  if (/\/\/ @module-tag heavy\b/.test(readFileSync(file, 'utf8'))) return 0;
  return sharedBuildsOf(file).length ? 2 : 1;
}
