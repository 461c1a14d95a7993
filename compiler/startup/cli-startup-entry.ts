import { prepareSiteThreads } from './cli-startup';

// `.build/cli-startup.mjs`, imported by bin/docs.mjs first (see `prepareSiteThreads`).
prepareSiteThreads(process.argv.slice(2));
