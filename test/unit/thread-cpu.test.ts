import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { threadCpuMs, threadStatFile } from '../../compiler/helpers/thread-cpu';
import { watchSteps } from '../../compiler/render/step-watchdog';

const linux = process.platform === 'linux';

describe.skipIf(!linux)("a thread's CPU clock", () => {
  it('counts the time the thread computes, and not the time it waits', () => {
    const stat = threadStatFile()!;
    expect(stat).toMatch(/^\/proc\/\d+\/task\/\d+\/stat$/);
    const start = threadCpuMs(stat)!;
    const deadline = Date.now() + 10_000;
    // Computes until its clock says 200 ms: a clock read wrong never gets there.
    while (threadCpuMs(stat)! - start < 200 && Date.now() < deadline);
    const computed = threadCpuMs(stat)! - start;
    expect(computed).toBeGreaterThanOrEqual(200);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
    expect(threadCpuMs(stat)! - start - computed).toBeLessThan(100);
  });

  it('is unreadable once the file is gone', () => {
    expect(threadCpuMs('/proc/0/task/0/stat')).toBeUndefined();
  });
});

describe.skipIf(!linux)('the step watchdog', () => {
  /** A worker announcing one step of `limitMs` with its CPU clock, then running `body` in it: when `overLimit` came, and the CPU the thread had used by then. */
  function watched(body: string, limitMs: number, waitMs: number): Promise<{ stopped: boolean; cpuMs?: number }> {
    const source = `
      const { parentPort } = require('node:worker_threads');
      const { readlinkSync, readFileSync } = require('node:fs');
      const stat = '/proc/' + readlinkSync('/proc/thread-self') + '/stat';
      const cpu = () => { const f = readFileSync(stat, 'utf8'); const s = f.slice(f.lastIndexOf(')') + 2).split(' '); return (Number(s[11]) + Number(s[12])) * 10; };
      parentPort.postMessage({ type: 'step', key: 'k', at: Date.now(), limitMs: ${limitMs}, cpu: { stat, atMs: cpu() } });
      ${body}
      parentPort.postMessage({ type: 'step', key: null, at: Date.now(), limitMs: ${limitMs} });`;
    const worker = new Worker(source, { eval: true });
    return new Promise((resolve) => {
      let stat: string | undefined;
      let atMs = 0;
      worker.on('message', (m: { key: string | null; cpu?: { stat: string; atMs: number } }) => {
        if (m.cpu) ({ stat, atMs } = m.cpu);
      });
      watchSteps(worker, () => {
        const cpuMs = threadCpuMs(stat!)! - atMs;
        void worker.terminate();
        resolve({ stopped: true, cpuMs });
      });
      setTimeout(() => {
        void worker.terminate();
        resolve({ stopped: false });
      }, waitMs);
    });
  }

  it('stops a loop once its thread has used the limit in CPU time', async () => {
    const result = await watched('for (;;);', 300, 20_000);
    expect(result.stopped).toBe(true);
    expect(result.cpuMs).toBeGreaterThanOrEqual(280);
    // As it reached the limit, not at six times the limit in wall time, where a step that waits is stopped.
    expect(result.cpuMs).toBeLessThan(500);
  });

  it('leaves a step that waits past the limit without computing, and stops one that waits for ever at six times the limit', async () => {
    expect(await watched('Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 900);', 300, 1500)).toEqual({ stopped: false });
    const started = Date.now();
    const forever = await watched('Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);', 300, 20_000);
    expect(forever.stopped).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1700);
  });
});
