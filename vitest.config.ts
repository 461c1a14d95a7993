import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/helpers/global-setup.ts'],
    // The second says so when the browser tests skip for want of Chromium (and fails the run under CI).
    reporters: ['default', './test/helpers/chromium-notice.ts'],
    testTimeout: 120_000,
    hookTimeout: 600_000,
    pool: 'forks',
    // Vitest's default on two cores is one file at a time; the browser and build tests spend much of
    // their time waiting on Chromium and child processes, so two at once take ~20% less wall time.
    maxWorkers: 2,
  },
});
