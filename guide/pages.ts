import diagnostics from './diagnostics/pages';

export default [
  { pathname: '/', title: 'Introduction' },
  { pathname: '/getting-started/', title: 'Getting started' },
  { pathname: '/content-format/', title: 'Content format' },
  {
    pathname: '/reference-group',
    title: 'Reference',
    children: [
      { pathname: '/configuration/', title: 'Configuration' },
      { pathname: '/cli/', title: 'Command line' },
      { pathname: '/diagnostics/', title: 'Diagnostics' },
    ],
  },
  { pathname: '/diagnostics-group', title: 'Diagnostic codes', children: diagnostics },
  { pathname: '/mui-docs/', title: "MUI's docs in place" },
  { pathname: '/deploying/', title: 'Deploying' },
  { pathname: '/how-it-works/', title: 'How it works' },
  { pathname: '/performance/', title: 'Performance' },
];
