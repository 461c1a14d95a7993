import { spawnEarlyDevEngine } from './early-dev-engine';

// `.build/early-dev-engine.mjs`, imported by bin/docs.mjs before the CLI (see `spawnEarlyDevEngine`).
spawnEarlyDevEngine();
