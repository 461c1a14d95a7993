// The compiler's own guide, built by the compiler (`docs build --content guide`) with the look a new site gets.
export default {
  title: 'docs compiler guide',
  productName: 'docs compiler',
  description:
    'The guide of the docs compiler: a CLI that turns a folder of markdown pages with live React demos into a static documentation site. Getting started, the content format, every configuration key, command and diagnostic, deploying, and how it works.',
  // Diagnostics link here (GUIDE_URL in compiler/helpers/diagnostics.ts): the two must stay the same.
  url: 'https://docs-compiler.mui.com',
  productionHost: 'docs-compiler.mui.com',
  languages: ['en'],
  defaultLanguage: 'en',
  // The guide links to no sibling site: every path is one of its own pages.
  externalLinks: {},
};
