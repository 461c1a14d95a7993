#!/usr/bin/env node
// Lays out MUI X's own docs (the mui/mui-x repository's `docs/data`, at the tag of the installed
// packages) as a content folder of route folders, to check that this compiler builds MUI's real docs.
// Nothing it writes is committed: the output goes to a temporary folder of your choice.
//
// Usage: node scripts/layout-mui-docs.mjs <mui-x checkout or git dir> <out dir> [--tag v8.29.3]
//   <repo>/docs/data/data-grid/sorting/sorting.md     → <out>/x/react-data-grid/sorting/index.md
//   <repo>/docs/data/data-grid/filtering/quick-filter.md → <out>/x/react-data-grid/filtering/quick-filter.md
//   <repo>/docs/data/data-grid/overview/*             → <out>/x/react-data-grid/
// Demos, their shared data folders and other files are copied beside their pages; translations
// (`-zh.md`, `-pt.md`) are left out. A `site.config.ts` for the run is written with the layout.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const PRODUCTS = { 'data-grid': 'react-data-grid', 'date-pickers': 'react-date-pickers', charts: 'react-charts' };

/** The `docs/data` folder of `repo` (a checkout, or a bare git dir read at `tag`). */
function docsData(repo, tag) {
  const checkout = path.join(repo, 'docs', 'data');
  if (existsSync(checkout)) return checkout;
  const dir = mkdtempSync(path.join(tmpdir(), 'mui-docs-data-'));
  const archive = execFileSync('git', [`--git-dir=${repo}`, 'archive', tag, 'docs/data'], { maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  return path.join(dir, 'docs', 'data');
}

function copyPageFolder(from, to) {
  mkdirSync(to, { recursive: true });
  const name = path.basename(from);
  for (const entry of readdirSync(from)) {
    const source = path.join(from, entry);
    if (/-(zh|pt|es|fr|ja|ru)\.md$/.test(entry)) continue;
    if (statSync(source).isDirectory()) {
      cpSync(source, path.join(to, entry), { recursive: true, filter: (f) => !/-(zh|pt|es|fr|ja|ru)\.md$/.test(f) });
      continue;
    }
    // `sorting/sorting.md` is the folder's page; other markdown files in it are pages below it.
    cpSync(source, path.join(to, entry === `${name}.md` ? 'index.md' : entry));
  }
}

export function layoutMuiDocs(repo, out, tag = 'v8.29.3') {
  const data = docsData(repo, tag);
  rmSync(out, { recursive: true, force: true });
  for (const [product, route] of Object.entries(PRODUCTS)) {
    const root = path.join(out, 'x', route);
    for (const folder of readdirSync(path.join(data, product))) {
      const from = path.join(data, product, folder);
      if (!statSync(from).isDirectory()) continue;
      copyPageFolder(from, folder === 'overview' ? root : path.join(root, folder));
    }
    // The overview's page was written as index.md of the product folder itself.
    if (existsSync(path.join(root, 'overview.md'))) renameSync(path.join(root, 'overview.md'), path.join(root, 'index.md'));
  }
  writeFileSync(
    path.join(out, 'site.config.ts'),
    `// Written by scripts/layout-mui-docs.mjs for a check run on MUI X's own docs.
export default {
  title: 'MUI X (upstream docs)',
  url: 'https://mui.com',
  productionHost: 'mui.com',
  languages: ['en'],
  defaultLanguage: 'en',
  // MUI's demos are type-checked against MUI's own tsconfig, which accepts some of what ours refuses.
  typeCheck: 'warn',
  components: { '@mui/docs/ComponentLinkHeader': 'ComponentLinkHeader' },
  externalLinks: {
    '/material-ui/': 'https://mui.com/material-ui/',
    '/system/': 'https://mui.com/system/',
    '/joy-ui/': 'https://mui.com/joy-ui/',
    '/base-ui/': 'https://mui.com/base-ui/',
    '/toolpad/': 'https://mui.com/toolpad/',
    // The parts of MUI X that are not laid out here.
    '/x/introduction/': 'https://mui.com/x/introduction/',
    '/x/common-concepts/': 'https://mui.com/x/common-concepts/',
    '/x/migration/': 'https://mui.com/x/migration/',
    '/x/react-tree-view/': 'https://mui.com/x/react-tree-view/',
    '/x/react-scheduler/': 'https://mui.com/x/react-scheduler/',
    '/x/api/': 'https://mui.com/x/api/',
  },
};
`,
  );
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [repo, out, ...rest] = process.argv.slice(2);
  if (!repo || !out) {
    process.stderr.write('Usage: node scripts/layout-mui-docs.mjs <mui-x checkout or git dir> <out dir> [--tag v8.29.3]\n');
    process.exit(2);
  }
  const tag = rest[0] === '--tag' ? rest[1] : 'v8.29.3';
  layoutMuiDocs(path.resolve(repo), path.resolve(out), tag);
  process.stdout.write(`Laid out ${Object.keys(PRODUCTS).join(', ')} of ${repo} at ${tag} in ${out}\n`);
}
