import { defineConfig } from 'vitest/config';
import HeavyFirst from './test/helpers/sequencer';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Starts what the files share: the shipped build and the other builds they read.
    globalSetup: ['test/helpers/global-setup.ts'],
    // The second says so when the browser tests skip for want of Chromium (and fails the run under CI);
    // the third ends the run with its wall time and slowest files.
    reporters: ['default', './test/helpers/chromium-notice.ts', './test/helpers/run-time.ts'],
    testTimeout: 120_000,
    hookTimeout: 600_000,
    pool: 'forks',
    // A worker's process runs file after file: the packages it loads (Playwright, TypeScript, esbuild,
    // React) are loaded once per worker, not once per file. The test files' own modules and the
    // compiler's sources are still evaluated anew for each file. Unit tests: 144 → 109 s of CPU, their
    // imports 69 → 22 s (2 cores, other work running).
    isolate: false,
    // What a test stubs with `vi.stubEnv` is put back after it, as a later file of the worker shares its process.
    unstubEnvs: true,
    // Vitest's default on two cores is one file at a time; the browser and build tests spend much of
    // their time waiting on Chromium and child processes. Two at once took ~20% less wall time than
    // one, three 10% less again; with files sharing a process (above), three kept both cores busy, and
    // the whole suite passed so with other work loading the machine (load 12).
    maxWorkers: 3,
    sequence: { sequencer: HeavyFirst },
    // `// @module-tag heavy` in a file: see sequencer.ts. `npx vitest run --tags-filter='!heavy'` leaves them out.
    tags: [{ name: 'heavy', description: 'builds MUI-sized inputs (the shipped content or a copy, a MUI docs folder, copies of the project) or many sites in turn: started first' }],
  },
});
