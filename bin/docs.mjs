#!/usr/bin/env node
// The CLI is TypeScript, compiled by `npm install` (the prepare script) into .build/.
import { existsSync } from 'node:fs';

const cli = new URL('../.build/docs.mjs', import.meta.url);
if (!existsSync(cli)) {
  process.stderr.write('The docs CLI is not built yet. Run `npm install` (or `node scripts/build-cli.mjs`) first.\n');
  process.exit(2);
}
await import(cli.href);
