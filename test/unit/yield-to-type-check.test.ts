import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { RENDER_NICENESS } from '../../compiler/render/yield-to-type-check';

/** The calling thread's niceness, from Linux's per-thread stat (field 19). */
const NICENESS_OF_THIS_THREAD = "(() => { const stat = require('node:fs').readFileSync('/proc/thread-self/stat', 'utf8'); return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]); })()";

describe.skipIf(process.platform !== 'linux')('a render worker yielding to the type-check', () => {
  it('lowers its own thread, and not the thread that started it', async () => {
    // The module as the render worker's bundle has it, run in a worker thread of its own.
    const bundled = await build({ entryPoints: [path.resolve(import.meta.dirname, '../../compiler/render/yield-to-type-check.ts')], bundle: true, write: false, format: 'cjs', platform: 'node', logLevel: 'silent' });
    const code = `const { yieldToTypeCheck } = (() => { const module = { exports: {} }; ${bundled.outputFiles[0]!.text}; return module.exports; })();
const before = ${NICENESS_OF_THIS_THREAD};
yieldToTypeCheck();
require('node:worker_threads').parentPort.postMessage({ before, after: ${NICENESS_OF_THIS_THREAD} });`;
    const seen = await new Promise<{ before: number; after: number }>((resolve, reject) => {
      const worker = new Worker(code, { eval: true });
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    const here = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    // An absolute niceness: a thread already nicer keeps its own (raising a priority needs privileges).
    expect(seen).toEqual({ before: here, after: Math.max(here, RENDER_NICENESS) });
    expect(RENDER_NICENESS).toBeGreaterThan(here);
  });
});
