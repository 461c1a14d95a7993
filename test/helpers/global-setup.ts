import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { SHIPPED_BUILD, sharedBuildsOf, startSharedBuild } from './shared-builds';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's shared builds go (see shared-builds.ts). */
    sharedBuildsDir: string;
  }
}

/**
 * What the run's test files share, started as the run starts: the builds they read, in the
 * background while the first files run (see shared-builds.ts). Each worker starts its Chromium (see browser.ts).
 */
export default async function setup(project: TestProject) {
  const files = project.vitest.state.getPaths();
  // Every temporary folder of the run (the tests' sites, caches and outputs, Chromium's profiles) goes
  // in one, deleted as the run ends: test files leave theirs, and this machine's /tmp held 23 GB of
  // them after a day of runs. Set before the workers, the CLIs and Chromium start: they inherit it.
  const systemTmp = process.env.TMPDIR;
  const scratch = mkdtempSync(path.join(tmpdir(), 'docs-test-run-'));
  process.env.TMPDIR = scratch;
  // The CLIs of the run share one folder for the threads' start-up caches, as a user's builds share
  // their cache folder's: a cold CLI of a small site compiled React and Material UI afresh, a sixth of
  // its CPU. A test of those caches' place or contents gives its CLIs their own (`withoutRunStartupCache`).
  process.env.DOCS_STARTUP_CACHE = path.join(scratch, 'startup');
  const dir = mkdtempSync(path.join(scratch, 'docs-shared-builds-'));
  project.provide('sharedBuildsDir', dir);
  // `SHIPPED_SITE_URL` points the tests at a server of the shipped site already running (see shipped-site.ts).
  const specs = new Set(files.flatMap(sharedBuildsOf).filter((spec) => spec !== SHIPPED_BUILD || !process.env.SHIPPED_SITE_URL));
  const builds = [...specs].flatMap((spec) => startSharedBuild(dir, spec) ?? []);
  return async () => {
    const running = builds.filter((build) => build.exitCode === null);
    for (const build of running) build.kill();
    await Promise.all(running.map((build) => once(build, 'close')));
    rmSync(scratch, { recursive: true, force: true, maxRetries: 3 });
    delete process.env.DOCS_STARTUP_CACHE;
    if (systemTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = systemTmp;
  };
}
