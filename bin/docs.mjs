#!/usr/bin/env node
// The CLI is TypeScript, compiled by `npm install` (the prepare script) into .build/.
import { existsSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';

// V8 optimises a function after about 66 KB of its bytecode has run; a build is short and runs the
// same code in up to four isolates (main, TypeScript, two render workers), and at that threshold
// their background compilations took 9 of a cold build's 22 s of CPU. At 500 KB only the really
// hot code is optimised: the shipped site's cold build took 4-5 s less CPU and 1.5 s less time.
// Flags are process-wide, and set before any worker starts.
setFlagsFromString('--interrupt-budget=500000');

const cli = new URL('../.build/docs.mjs', import.meta.url);
if (!existsSync(cli)) {
  process.stderr.write('The docs CLI is not built yet. Run `npm install` (or `node scripts/build-cli.mjs`) first.\n');
  process.exit(2);
}
// Before anything loads React or starts a worker: the site's peers and cache folder (see cli-startup.ts).
await import(new URL('../.build/cli-startup.mjs', import.meta.url).href);
// A one-shot build starts its render worker first, while the CLI loads (see early-render-worker.ts);
// `docs dev` its engine (see early-dev-engine.ts).
const args = process.argv.slice(2);
if (args[0] === 'build' && !args.includes('--watch')) await import(new URL('../.build/early-render-worker.mjs', import.meta.url).href);
if (args[0] === 'dev') await import(new URL('../.build/early-dev-engine.mjs', import.meta.url).href);
await import(cli.href);
