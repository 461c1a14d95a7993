// Every tree walk goes through `unist-util-visit-parents`: the CLI bundle takes `fast-visit-parents.ts`,
// a drop-in without its per-node debugging cost, for the package's code (see `patched-modules.mjs`).
// What it buys is measured in `fast-visit-parents.ts`.
import { fileURLToPath } from 'node:url';

const DROP_IN = fileURLToPath(new URL('./fast-visit-parents.ts', import.meta.url));

export const fastVisitParents = {
  name: 'fast-visit-parents',
  filter: /[\\/]unist-util-visit-parents[\\/]lib[\\/]index\.js$/,
  patch: () => `export * from ${JSON.stringify(DROP_IN)};`,
};
