import { describe, expect, it } from 'vitest';
import { ChangeBatcher } from '../../compiler/dev/change-batcher';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('change batcher', () => {
  it('hands a burst of changes over as one batch, the last kind of each file winning', async () => {
    const batches: [string, string][][] = [];
    const batcher = new ChangeBatcher<string>(5, async (batch) => void batches.push([...batch]), () => {});
    batcher.add('a.md', 'page');
    batcher.add('b.tsx', 'demo');
    batcher.add('a.md', 'nav');
    await expect.poll(() => batches).toEqual([[['a.md', 'nav'], ['b.tsx', 'demo']]]);
    await wait(20);
    expect(batches).toHaveLength(1);
  });

  it('never runs two batches at once; changes made during a batch make up the next one', async () => {
    const events: string[] = [];
    let finish!: () => void;
    const batcher = new ChangeBatcher<string>(
      1,
      async (batch) => {
        events.push(`start ${[...batch.keys()].join(',')}`);
        if (batch.has('a.md')) await new Promise<void>((resolve) => (finish = resolve));
        events.push('end');
      },
      () => {},
    );
    batcher.add('a.md', 'page');
    await expect.poll(() => events).toEqual(['start a.md']);
    batcher.add('b.md', 'page');
    await wait(10);
    batcher.add('c.md', 'page');
    await wait(20);
    expect(events).toEqual(['start a.md']);
    finish();
    await expect.poll(() => events).toEqual(['start a.md', 'end', 'start b.md,c.md', 'end']);
  });

  it('reports a failed batch and goes on with the next', async () => {
    const errors: string[] = [];
    const done: string[] = [];
    const batcher = new ChangeBatcher<string>(
      1,
      async (batch) => {
        if (batch.has('bad.md')) throw new Error('render crashed');
        done.push(...batch.keys());
      },
      (error) => errors.push(error.message),
    );
    batcher.add('bad.md', 'page');
    await expect.poll(() => errors).toEqual(['render crashed']);
    batcher.add('good.md', 'page');
    await expect.poll(() => done).toEqual(['good.md']);
  });

  it('runs nothing once closed', async () => {
    const batches: unknown[] = [];
    const batcher = new ChangeBatcher<string>(5, async (batch) => void batches.push(batch), () => {});
    batcher.add('a.md', 'page');
    batcher.close();
    await wait(30);
    expect(batches).toEqual([]);
  });
});
