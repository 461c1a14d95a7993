/** What CodeSandbox and StackBlitz receive for one demo. */
export interface SandboxProject {
  title: string;
  /** Says where the demo comes from: the site's name. */
  description: string;
  files: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/**
 * A small Vite-free React app around the demo: an HTML page, an entry that renders the demo, and a
 * `package.json` whose dependencies are the demo's imports pinned to the versions the docs were built with.
 * `site` is the name of the site the demo is from.
 */
export function sandboxProject(name: string, source: string, language: 'TS' | 'JS', dependencies: Record<string, string>, site: string): SandboxProject {
  const description = `${name}, a demo from ${site}`;
  const ext = language === 'TS' ? 'tsx' : 'js';
  const devDependencies: Record<string, string> =
    language === 'TS' ? { typescript: '^5.9.0', '@types/react': '^19.0.0', '@types/react-dom': '^19.0.0', 'react-scripts': '5.0.1' } : { 'react-scripts': '5.0.1' };
  const index = [
    "import * as React from 'react';",
    "import * as ReactDOM from 'react-dom/client';",
    "import { StyledEngineProvider } from '@mui/material/styles';",
    `import Demo from './Demo';`,
    '',
    `ReactDOM.createRoot(document.querySelector('#root')${language === 'TS' ? '!' : ''}).render(`,
    '  <React.StrictMode>',
    '    <StyledEngineProvider injectFirst>',
    '      <Demo />',
    '    </StyledEngineProvider>',
    '  </React.StrictMode>,',
    ');',
    '',
  ].join('\n');
  const files: Record<string, string> = {
    'public/index.html': `<!DOCTYPE html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n    <meta name="viewport" content="initial-scale=1, width=device-width" />\n    <title>${name}</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n`,
    [`src/Demo.${ext}`]: source,
    [`src/index.${ext}`]: index,
    'package.json': `${JSON.stringify(
      {
        name: name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase(),
        private: true,
        description,
        scripts: { start: 'react-scripts start', build: 'react-scripts build' },
        dependencies,
        devDependencies,
      },
      null,
      2,
    )}\n`,
  };
  if (language === 'TS') {
    files['tsconfig.json'] = `${JSON.stringify({ compilerOptions: { target: 'es2020', lib: ['dom', 'dom.iterable', 'esnext'], jsx: 'react-jsx', module: 'esnext', moduleResolution: 'node', strict: true, esModuleInterop: true, skipLibCheck: true, noEmit: true }, include: ['src'] }, null, 2)}\n`;
  }
  return { title: name, description, files, dependencies, devDependencies };
}

/** CodeSandbox's define API takes the files as LZ-compressed JSON in a `parameters` form field. */
export function codeSandboxParameters(project: SandboxProject, compress: (text: string) => string): string {
  const files = Object.fromEntries(Object.entries(project.files).map(([file, content]) => [file, { content }]));
  return compress(JSON.stringify({ files }));
}

/** StackBlitz's POST API takes one form field per file plus the project settings. */
export function stackBlitzFields(project: SandboxProject): Record<string, string> {
  const fields: Record<string, string> = {
    'project[title]': project.title,
    'project[description]': project.description,
    'project[template]': 'create-react-app',
    'project[dependencies]': JSON.stringify({ ...project.dependencies, ...project.devDependencies }),
  };
  for (const [file, content] of Object.entries(project.files)) fields[`project[files][${file}]`] = content;
  return fields;
}
