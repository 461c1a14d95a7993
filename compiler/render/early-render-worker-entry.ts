import { spawnEarlyRenderWorker } from './early-render-worker';

// `.build/early-render-worker.mjs`, imported by bin/docs.mjs before the CLI (see `spawnEarlyRenderWorker`).
spawnEarlyRenderWorker();
