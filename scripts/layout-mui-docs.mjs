#!/usr/bin/env node
// Lays out MUI X's own docs (the mui/mui-x repository at the tag of the installed packages) as a
// content folder of route folders, to check that this compiler builds MUI's real docs. Nothing it
// writes is committed: the output goes to a temporary folder of your choice.
//
// Usage: node scripts/layout-mui-docs.mjs <mui-x checkout or git dir> <out dir> [--tag v8.29.3]
//
// Each page of `docs/pages/x/react-{data-grid,date-pickers,charts}/` names the markdown it shows
// (`docsx/data/data-grid/sorting/sorting.md`); that markdown becomes `<out>/x/react-data-grid/sorting/index.md`,
// with the demos and other files of its folder beside it. Each product's demo sources are also copied
// under its folder name (`<out>/x/data-grid/…`), for pages that embed another product's demo by
// relative path. A `site.config.ts` for the run is written with the layout.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const PRODUCTS = { 'data-grid': 'react-data-grid', 'date-pickers': 'react-date-pickers', charts: 'react-charts' };

/** The `docs` folder of `repo` (a checkout, or a bare git dir read at `tag`). */
function docsFolder(repo, tag) {
  if (existsSync(path.join(repo, 'docs', 'data'))) return path.join(repo, 'docs');
  const dir = mkdtempSync(path.join(tmpdir(), 'mui-docs-'));
  const archive = execFileSync('git', [`--git-dir=${repo}`, 'archive', tag, 'docs/data', 'docs/pages/x'], { maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  return path.join(dir, 'docs');
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** The page's markdown, its demos and their helpers: every file of its folder but other pages. */
function copyPage(markdown, to) {
  mkdirSync(to, { recursive: true });
  cpSync(markdown, path.join(to, 'index.md'));
  const from = path.dirname(markdown);
  for (const entry of readdirSync(from)) {
    if (entry.endsWith('.md')) continue;
    cpSync(path.join(from, entry), path.join(to, entry), { recursive: true, filter: (f) => !f.endsWith('.md') });
  }
}

export function layoutMuiDocs(repo, out, tag = 'v8.29.3') {
  const docs = docsFolder(repo, tag);
  rmSync(out, { recursive: true, force: true });
  const pages = [];
  for (const [product, route] of Object.entries(PRODUCTS)) {
    const pagesDir = path.join(docs, 'pages', 'x', route);
    for (const file of walk(pagesDir).filter((f) => f.endsWith('.js'))) {
      const markdown = /['"]docsx\/(data\/[^'"]+\.md)\?muiMarkdown['"]/.exec(readFileSync(file, 'utf8'))?.[1];
      if (!markdown) continue;
      const routeDir = path.relative(pagesDir, file).replace(/\.js$/, '').replace(/(^|\/)index$/, '');
      copyPage(path.join(docs, markdown), path.join(out, 'x', route, routeDir));
      pages.push(`/x/${route}/${routeDir ? `${routeDir}/` : ''}`);
    }
    const code = (f) => statSync(f).isDirectory() || /\.(tsx?|jsx?|json)$/.test(f);
    cpSync(path.join(docs, 'data', product), path.join(out, 'x', product), { recursive: true, filter: code });
    // Folders of shared demo data (no page inside, such as the charts' `dataset/`) sit beside the pages too.
    cpSync(path.join(docs, 'data', product), path.join(out, 'x', route), { recursive: true, force: false, filter: code });
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
  // Links between MUI's pages use the heading ids mui.com gives.
  headingIds: 'mui',
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
  return pages;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [repo, out, ...rest] = process.argv.slice(2);
  if (!repo || !out) {
    process.stderr.write('Usage: node scripts/layout-mui-docs.mjs <mui-x checkout or git dir> <out dir> [--tag v8.29.3]\n');
    process.exit(2);
  }
  const tag = rest[0] === '--tag' ? rest[1] : 'v8.29.3';
  const pages = layoutMuiDocs(path.resolve(repo), path.resolve(out), tag);
  process.stdout.write(`Laid out ${pages.length} pages of ${Object.keys(PRODUCTS).join(', ')} from ${repo} at ${tag} in ${out}\n`);
}
