import type { SiteConfig } from '../templates/shared/site';
import { searchSynonyms } from './search-synonyms';

const config: SiteConfig = {
  title: 'MUI X',
  productName: 'MUI X',
  logo: 'mui',
  favicon: 'mui',
  description:
    'MUI X is a family of React components built on Material UI: the Data Grid, the Date and Time Pickers, the Charts and the Tree View. Each comes as a free MIT package, and the advanced features of the Data Grid, the pickers, the charts and the tree view are in the commercial Pro and Premium packages.',
  url: 'https://mui.com',
  productionHost: 'mui.com',
  serviceWorkerScope: '/x/',
  apiReference: {
    groups: {
      'data-grid': '/x/react-data-grid-group',
      'date-pickers': '/x/react-date-pickers-group',
      charts: '/x/react-charts-group',
      'tree-view': '/x/react-tree-view-group',
    },
  },
  repository: 'https://github.com/mui/mui-x',
  languages: ['en', 'zh'],
  // The style guide for content authors, not a page of the site.
  exclude: ['README.md'],
  defaultLanguage: 'en',
  versions: [
    { text: 'v8.0.0', href: 'https://mui.com/x/introduction/', current: true },
    { text: 'v7', href: 'https://v7.mui.com/x/introduction/' },
    { text: 'v6', href: 'https://v6.mui.com/x/introduction/' },
    { text: 'v5', href: 'https://v5.mui.com/x/introduction/' },
    { text: 'v4', href: 'https://v4.mui.com/components/data-grid/' },
  ],
  productVersions: {
    '/x/react-data-grid/': [
      { text: 'v8.0.0', href: 'https://mui.com/x/react-data-grid/', current: true },
      { text: 'v7', href: 'https://v7.mui.com/x/react-data-grid/' },
      { text: 'v6', href: 'https://v6.mui.com/x/react-data-grid/' },
      { text: 'v5', href: 'https://v5.mui.com/x/react-data-grid/' },
      { text: 'v4', href: 'https://v4.mui.com/components/data-grid/' },
    ],
    '/x/react-date-pickers/': [
      { text: 'v8.0.0', href: 'https://mui.com/x/react-date-pickers/', current: true },
      { text: 'v7', href: 'https://v7.mui.com/x/react-date-pickers/' },
      { text: 'v6', href: 'https://v6.mui.com/x/react-date-pickers/' },
      { text: 'v5', href: 'https://v5.mui.com/x/react-date-pickers/getting-started/' },
    ],
    '/x/react-charts/': [
      { text: 'v8.0.0', href: 'https://mui.com/x/react-charts/', current: true },
      { text: 'v7', href: 'https://v7.mui.com/x/react-charts/' },
      { text: 'v6', href: 'https://v6.mui.com/x/react-charts/' },
    ],
    '/x/react-tree-view/': [
      { text: 'v8.0.0', href: 'https://mui.com/x/react-tree-view/', current: true },
      { text: 'v7', href: 'https://v7.mui.com/x/react-tree-view/' },
      { text: 'v6', href: 'https://v6.mui.com/x/react-tree-view/getting-started/' },
    ],
  },
  iconFontStylesheet: 'https://fonts.googleapis.com/icon?family=Material+Icons+Two+Tone',
  ads: {
    sponsorScript: 'https://cdn.carbonads.com/carbon.js?serve=CKYIL27L&placement=material-uicom',
    endpoint: 'https://srv.buysellads.com/ads/CE7DC23W.json',
    backersUrl: 'https://mui.com/material-ui/discover-more/backers/',
  },
  analytics: { adDisplaySampleRatio: 0.1, webVitalsSampleRatio: 0.0001 },
  feedbackEndpoint: '/api/feedback',
  // On our own content, a component embed the site does not have is a misspelling: an error, not a warning.
  strictComponents: true,
  // Each page's footer and the sitemap date the page from its last commit.
  lastUpdated: true,
  // What readers call these products' features in their questions, for the search.
  searchSynonyms,
  theme: {
    palette: {
      primary: { main: '#0072E5' },
    },
  },
};

export default config;
