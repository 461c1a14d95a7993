import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { previousOutput } from '../../compiler/build/build-manifest';
import { startOutputCheck, type OutputCheckAnswer } from '../../compiler/build/output-check';
import { bundledWorkerFile, startBundledWorker } from '../../compiler/startup/bundled-worker';
import { copyFixture, runCli, tempDir } from '../helpers/cli';

describe('the previous output check', () => {
  let cache: string;
  let out: string;
  beforeAll(() => {
    const site = copyFixture('site-basic');
    cache = tempDir('output-check-cache');
    out = path.join(tempDir('output-check-out'), 'dist');
    const result = runCli(['build', '--content', site, '--out', out, '--cache-dir', cache]);
    expect(result.status, result.stderr).toBe(0);
  });

  it('answers in a thread of its own as it does here, for a large record', async () => {
    const here = previousOutput(cache, out);
    expect(here?.stamps.size).toBeGreaterThan(8);
    const keys = [...here!.keys.values()];
    const small = startOutputCheck(cache, out);
    expect(small.threaded).toBe(false);
    expect(await small.previous(keys)).toEqual(here);
    const large = startOutputCheck(cache, out, 0);
    expect(large.threaded).toBe(true);
    expect(await large.previous(keys)).toEqual(here);
    // None of this build's keys among the previous ones: nothing of that output is kept.
    expect(await startOutputCheck(cache, out, 0).previous(['another compiler'])).toBeUndefined();
  });

  it('gets its answer from the thread itself, not from the check here it falls back to', async () => {
    const file = bundledWorkerFile('output-check-worker.cjs');
    expect(file, 'npm test builds the CLI first').toBeDefined();
    const worker = startBundledWorker(file!, { workerData: { cacheDir: cache, outDir: out } });
    const answer = await new Promise<OutputCheckAnswer>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    expect(answer).toEqual({ type: 'checked', previous: previousOutput(cache, out) });
    expect(answer.type === 'checked' && answer.previous?.stamps.size).toBeGreaterThan(8);
  });

  it('finds a file edited in the output from the thread too', async () => {
    const keys = [...previousOutput(cache, out)!.keys.values()];
    writeFileSync(path.join(out, 'guide', 'index.html'), 'edited by hand');
    const check = startOutputCheck(cache, out, 0);
    expect(check.threaded).toBe(true);
    expect(await check.previous(keys)).toBeUndefined();
    expect(previousOutput(cache, out, keys)).toBeUndefined();
  });
});
