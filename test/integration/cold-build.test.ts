import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../helpers/cli';
import { spawnSync } from 'node:child_process';

function hashes(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
  }
  return files;
}

function coldBuild(extra: string[]) {
  const out = path.join(tempDir('cold'), 'dist');
  const result = spawnSync(process.execPath, [path.join(ROOT, 'bin', 'docs.mjs'), 'build', '--out', out, '--cache-dir', tempDir('cold-cache'), ...extra], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', FORCE_COLOR: '0', DOCS_TRACE: '1' },
  });
  return { ...result, out };
}

describe('a cold build of the shipped site', () => {
  it('writes the same bytes with its workers compiling pages during the API extraction as in one thread', () => {
    const pooled = coldBuild(['--jobs', '2']);
    expect(pooled.status, pooled.stderr).toBe(0);
    // The path under test: workers started early and given the pages while the API was extracted.
    expect(pooled.stderr).toMatch(/\d+ markdown files sent to be compiled ahead/);
    const single = coldBuild(['--jobs', '1']);
    expect(single.status, single.stderr).toBe(0);
    expect(single.stderr).not.toContain('compiled ahead');
    const a = hashes(pooled.out);
    const b = hashes(single.out);
    expect(Object.keys(a).length).toBeGreaterThan(500);
    expect(a).toEqual(b);
  }, 240_000);
});
