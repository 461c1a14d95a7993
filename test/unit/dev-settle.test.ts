import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SettleCheck } from '../../compiler/dev/settle-check';
import { tempDir } from '../helpers/cli';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('settle check', () => {
  let check: SettleCheck | undefined;
  afterEach(() => check?.close());

  function setup() {
    const file = path.join(tempDir('settle'), 'page.md');
    writeFileSync(file, 'one');
    const missed: string[] = [];
    check = new SettleCheck((f) => missed.push(f), 30);
    return { file, missed, check };
  }

  it('hands back a file that changed after its batch started with no change reported', async () => {
    const { file, missed, check } = setup();
    await check.starting([file]);
    writeFileSync(file, 'two');
    await wait(80);
    expect(missed).toEqual([file]);
  });

  it('leaves alone a file that did not change, or whose change the watcher reported', async () => {
    const { file, missed, check } = setup();
    const other = path.join(path.dirname(file), 'other.md');
    writeFileSync(other, 'same');
    await check.starting([file, other]);
    writeFileSync(file, 'two');
    check.reportedChange(file);
    await wait(80);
    expect(missed).toEqual([]);
  });

  it('says nothing once closed', async () => {
    const { file, missed, check } = setup();
    await check.starting([file]);
    writeFileSync(file, 'two');
    check.close();
    await wait(80);
    expect(missed).toEqual([]);
  });
});
