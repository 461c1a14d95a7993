import { EventEmitter } from 'node:events';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { registerDemoResolution, resolutionOf } from '../../compiler/demos/demo-resolution';
import { answerBundleRequests, type BundleAnswer, type BundleRequest } from '../../compiler/render/bundle-requests';
import { ROOT, tempDir } from '../helpers/cli';

/** A worker as the pool sees one: messages in, messages out. */
function fakeWorker() {
  const worker = new EventEmitter() as EventEmitter & { threadId: number; postMessage(message: unknown): void };
  const answers: BundleAnswer[] = [];
  worker.threadId = 1;
  worker.postMessage = (message) => answers.push(message as BundleAnswer);
  answerBundleRequests(worker as unknown as Worker);
  const ask = async (request: BundleRequest): Promise<BundleAnswer> => {
    worker.emit('message', request);
    for (let i = 0; i < 200 && !answers.some((a) => a.id === request.id); i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
    return answers.find((a) => a.id === request.id)!;
  };
  return { ask };
}

function site() {
  const dir = tempDir('bundle-requests');
  const file = path.join(dir, 'Gauge.tsx');
  writeFileSync(path.join(dir, 'reading.ts'), 'export const READING = 42;\n');
  const source = "import { READING } from './reading';\n\nexport default function Gauge() {\n  return <span>{READING}</span>;\n}\n";
  writeFileSync(file, source);
  registerDemoResolution(dir, { alias: {} }, ROOT);
  return { file, source };
}

describe("a render worker's demos bundled by the pool's thread", () => {
  it('are bundled there when both threads resolve the demo alike, with the files that went in', async () => {
    const { file, source } = site();
    const answer = await fakeWorker().ask({ type: 'bundle', id: 1, file, displayPath: 'Gauge.tsx', source, whole: false, resolution: JSON.stringify(resolutionOf(file) ?? null) });
    expect('bundle' in answer && 'code' in answer.bundle).toBe(true);
    if (!('bundle' in answer) || !('code' in answer.bundle)) return;
    expect(answer.bundle.code).toContain('42');
    expect(answer.bundle.imports.map((i) => path.basename(i.file))).toEqual(['reading.ts']);
  });

  it('are sent back to be bundled in the worker when the pool resolves the demo otherwise (never with another resolution)', async () => {
    const { file, source } = site();
    const theirs = JSON.stringify({ ...resolutionOf(file), aliases: [{ prefix: '@gauges', dir: '/elsewhere' }] });
    expect(await fakeWorker().ask({ type: 'bundle', id: 2, file, displayPath: 'Gauge.tsx', source, whole: false, resolution: theirs })).toEqual({ type: 'bundled', id: 2, here: true });
  });
});
