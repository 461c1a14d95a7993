import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceMappedStack } from '../../compiler/startup/source-mapped-stack';
import { tempDir } from '../helpers/cli';

/**
 * A bundle with its map beside it, as `.build/` has, whose function throws from a known line of its
 * TypeScript, and the trace of that throw in plain Node (the test runner's own loader would rewrite it).
 */
async function throwingBundle(): Promise<{ source: string; bundle: string; stack: string }> {
  const dir = tempDir('source-mapped-stack');
  const source = path.join(dir, 'src', 'fails.ts');
  mkdirSync(path.dirname(source), { recursive: true });
  writeFileSync(source, ['export function fail(): void {', '  const reason: string = "broken";', '  throw new Error(reason);', '}', ''].join('\n'));
  const bundle = path.join(dir, 'out', 'bundle.mjs');
  await build({ entryPoints: [source], outfile: bundle, bundle: true, format: 'esm', platform: 'node', sourcemap: true, minify: true, logLevel: 'silent' });
  const script = `import(${JSON.stringify(pathToFileURL(bundle).href)}).then(({ fail }) => fail()).catch((error) => process.stdout.write(error.stack));`;
  const stack = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' }).stdout;
  return { source, bundle, stack };
}

describe('sourceMappedStack', () => {
  it('points frames of a bundled file at the TypeScript line and column they came from', async () => {
    const { source, bundle, stack } = await throwingBundle();
    expect(stack, 'the raw trace names the bundle').toContain(pathToFileURL(bundle).href);
    const mapped = sourceMappedStack(stack);
    expect(mapped).toContain(`${pathToFileURL(source).href}:3:9`);
    expect(mapped).not.toContain(pathToFileURL(bundle).href);
    expect(mapped.split('\n')[0]).toBe('Error: broken');
  });

  it('leaves frames without a map beside their file as they are', () => {
    const stack = ['Error: elsewhere', '    at run (node:internal/modules/run_main:1:2)', '    at /nowhere/file.js:10:4'].join('\n');
    expect(sourceMappedStack(stack)).toBe(stack);
  });
});
