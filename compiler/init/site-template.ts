import { DEFAULT_STRINGS } from '../../templates/default-strings';

export interface NewSiteOptions {
  title: string;
  /** The first is the default language. */
  languages: string[];
}

/**
 * The files of a new site by path: the smallest site that shows every part of one (config,
 * navigation, a home page, a page with a live demo, UI strings) and that `docs check` passes.
 */
export function newSiteFiles({ title, languages }: NewSiteOptions): Record<string, string> {
  const files: Record<string, string> = {
    'site.config.ts': siteConfig(title, languages),
    'pages.ts': navigation(),
    'index.md': homePage(title),
    'getting-started/index.md': gettingStarted(),
    'getting-started/Counter.tsx': counterDemo(),
  };
  // Every key in every language, so that the check passes at once; translators replace the English.
  const strings = `${JSON.stringify(DEFAULT_STRINGS, null, 2)}\n`;
  for (const language of languages) files[`translations/${language}.json`] = strings;
  return files;
}

function siteConfig(title: string, languages: string[]): string {
  return `// Every key is described in the guide's configuration page.
export default {
  title: ${JSON.stringify(title)},
  productName: ${JSON.stringify(title)},
  // Where the site will be published: canonical links and the sitemap are made from it.
  url: 'https://example.com',
  productionHost: 'example.com',
  languages: ${JSON.stringify(languages)},
  defaultLanguage: ${JSON.stringify(languages[0])},
};
`;
}

function navigation(): string {
  return `// The navigation, in order: a page per entry; an entry with children is a group.
export default [
  { pathname: '/', title: 'Home' },
  { pathname: '/getting-started/', title: 'Getting started' },
];
`;
}

function homePage(title: string): string {
  return `# ${title}

<p class="description">What this documentation is about, in one sentence: search results show it under the title.</p>

Each markdown file of this folder is a page: \`index.md\` is the home page, and
\`getting-started/index.md\` is the page \`/getting-started/\`. Start with
[Getting started](/getting-started/).
`;
}

function gettingStarted(): string {
  return `# Getting started

<p class="description">A page with a live demo.</p>

## A live demo

The demo below is the file \`Counter.tsx\` next to this page. It is rendered on the server, and
becomes interactive when you reach for it: click the button.

{{"demo": "Counter.js"}}

:::info
\`docs check\` type-checks every demo against the installed packages.
:::
`;
}

function counterDemo(): string {
  return `import * as React from 'react';
import Button from '@mui/material/Button';

export default function Counter() {
  const [count, setCount] = React.useState(0);
  return (
    <Button variant="contained" onClick={() => setCount((c) => c + 1)}>
      Clicked {count} {count === 1 ? 'time' : 'times'}
    </Button>
  );
}
`;
}
