import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    shippedSiteDir: string;
  }
}

/** One folder per test run where the first test that needs the shipped site builds it for all. */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-shipped-'));
  project.provide('shippedSiteDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
