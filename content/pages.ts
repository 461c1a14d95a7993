import type { NavEntry } from '../templates/shared/nav';

const pages: NavEntry[] = [
  {
    pathname: '/x/introduction-group',
    title: 'Introduction',
    children: [
      { pathname: '/x/introduction/', title: 'Overview' },
      { pathname: '/x/introduction/installation/', title: 'Installation' },
      { pathname: '/x/introduction/licensing/', title: 'Licensing' },
      { pathname: '/x/introduction/support/', title: 'Support' },
      { pathname: '/x/introduction/priority-support/', title: 'Priority support' },
      { pathname: '/x/guides/telemetry/', title: 'Telemetry guide' },
      { pathname: '/x/introduction/roadmap/', title: 'Roadmap' },
    ],
  },
  {
    pathname: '/x/common-concepts-group',
    title: 'Common concepts',
    children: [{ pathname: '/x/common-concepts/custom-components/', title: 'Custom subcomponents' }],
  },
  { pathname: 'https://mui.com/x/whats-new/', title: "What's new" },
  // The site's pages for AI assistants, written by the build (see README, "Docs for AI assistants").
  { pathname: '/x/llms.txt', title: 'llms.txt', newFeature: true },
  {
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    children: [
      { pathname: '/x/react-data-grid/', title: 'Overview' },
      { pathname: '/x/react-data-grid/quickstart/', title: 'Quickstart' },
      { pathname: '/x/react-data-grid/features/', title: 'Features' },
      {
        pathname: '/x/react-data-grid/main-features',
        subheader: 'Main features',
        children: [
          { pathname: '/x/react-data-grid/layout/', title: 'Layout' },
          { pathname: '/x/react-data-grid/columns/', title: 'Columns' },
          { pathname: '/x/react-data-grid/rows/', title: 'Rows' },
          { pathname: '/x/react-data-grid/cells/', title: 'Cells' },
          { pathname: '/x/react-data-grid/editing/', title: 'Editing' },
          { pathname: '/x/react-data-grid/sorting/', title: 'Sorting' },
          { pathname: '/x/react-data-grid/filtering/', title: 'Filtering' },
          { pathname: '/x/react-data-grid/pagination/', title: 'Pagination' },
          { pathname: '/x/react-data-grid/selection/', title: 'Selection' },
          { pathname: '/x/react-data-grid/virtualization/', title: 'Virtualization' },
          { pathname: '/x/react-data-grid/accessibility/', title: 'Accessibility' },
          { pathname: '/x/react-data-grid/localization/', title: 'Localization' },
        ],
      },
      {
        pathname: '/x/react-data-grid/advanced-features',
        subheader: 'Advanced features',
        children: [
          { pathname: '/x/react-data-grid/tree-data/', title: 'Tree data', plan: 'pro' },
          { pathname: '/x/react-data-grid/row-grouping/', title: 'Row grouping', plan: 'premium' },
          { pathname: '/x/react-data-grid/aggregation/', title: 'Aggregation', plan: 'premium' },
          { pathname: '/x/react-data-grid/pivoting/', title: 'Pivoting', plan: 'premium' },
          { pathname: '/x/react-data-grid/export/', title: 'Export' },
          { pathname: '/x/react-data-grid/clipboard/', title: 'Copy and paste' },
          { pathname: '/x/react-data-grid/scrolling/', title: 'Scrolling' },
          { pathname: '/x/react-data-grid/list-view/', title: 'List view', plan: 'pro' },
          { pathname: '/x/react-data-grid/server-side-data/', title: 'Server-side data' },
          {
            pathname: '/x/react-data-grid/ai-assistant/',
            title: 'AI Assistant',
            plan: 'premium',
            newFeature: true,
            unstable: true,
          },
        ],
      },
      {
        pathname: '/x/react-data-grid/customization-group',
        subheader: 'Customization',
        children: [
          { pathname: '/x/react-data-grid/components/', title: 'Custom subcomponents' },
          { pathname: '/x/react-data-grid/customization/', title: 'Styling recipes' },
        ],
      },
      { pathname: '/x/react-data-grid/resources/', title: 'Resources' },
    ],
  },
  {
    pathname: '/x/react-date-pickers-group',
    title: 'Date and Time Pickers',
    children: [
      { pathname: '/x/react-date-pickers/', title: 'Overview' },
      { pathname: '/x/react-date-pickers/quickstart/', title: 'Quickstart' },
      { pathname: '/x/react-date-pickers/base-concepts/', title: 'Base concepts' },
      {
        pathname: '/x/react-date-pickers/components',
        subheader: 'Components',
        children: [
          { pathname: '/x/react-date-pickers/date-picker/', title: 'Date Picker' },
          { pathname: '/x/react-date-pickers/time-picker/', title: 'Time Picker' },
          { pathname: '/x/react-date-pickers/date-time-picker/', title: 'Date Time Picker' },
          { pathname: '/x/react-date-pickers/date-range-picker/', title: 'Date Range Picker', plan: 'pro' },
          {
            pathname: '/x/react-date-pickers/time-range-picker/',
            title: 'Time Range Picker',
            plan: 'pro',
          },
          {
            pathname: '/x/react-date-pickers/date-time-range-picker/',
            title: 'Date Time Range Picker',
            plan: 'pro',
          },
          { pathname: '/x/react-date-pickers/fields/', title: 'Fields' },
        ],
      },
      {
        pathname: '/x/react-date-pickers/main-features',
        subheader: 'Main features',
        children: [
          { pathname: '/x/react-date-pickers/validation/', title: 'Validation' },
          { pathname: '/x/react-date-pickers/lifecycle/', title: 'Components lifecycle' },
          { pathname: '/x/react-date-pickers/shortcuts/', title: 'Shortcuts' },
          { pathname: '/x/react-date-pickers/accessibility/', title: 'Accessibility' },
          { pathname: '/x/react-date-pickers/localization/', title: 'Localization' },
          { pathname: '/x/react-date-pickers/timezone/', title: 'Timezone' },
          { pathname: '/x/react-date-pickers/calendar-systems/', title: 'Calendar systems' },
        ],
      },
      { pathname: '/x/react-date-pickers/customization/', title: 'Customization' },
    ],
  },
  {
    pathname: '/x/react-charts-group',
    title: 'Charts',
    children: [
      { pathname: '/x/react-charts/', title: 'Overview' },
      { pathname: '/x/react-charts/quickstart/', title: 'Quickstart' },
      {
        pathname: '/x/react-charts/components',
        subheader: 'Charts',
        children: [
          { pathname: '/x/react-charts/bars/', title: 'Bars' },
          { pathname: '/x/react-charts/lines/', title: 'Lines' },
          { pathname: '/x/react-charts/pie/', title: 'Pie' },
          { pathname: '/x/react-charts/scatter/', title: 'Scatter' },
          { pathname: '/x/react-charts/sparkline/', title: 'Sparkline' },
          { pathname: '/x/react-charts/gauge/', title: 'Gauge' },
          { pathname: '/x/react-charts/radar/', title: 'Radar' },
          { pathname: '/x/react-charts/heatmap/', title: 'Heatmap', plan: 'pro' },
          { pathname: '/x/react-charts/funnel/', title: 'Funnel', plan: 'pro' },
          { pathname: '/x/react-charts/treemap/', title: 'Treemap', planned: true },
          { pathname: '/x/react-charts/sankey/', title: 'Sankey', plan: 'pro', planned: true },
          { pathname: '/x/react-charts/gantt/', title: 'Gantt', plan: 'pro', planned: true },
        ],
      },
      {
        pathname: '/x/react-charts/features',
        subheader: 'Features',
        children: [
          { pathname: '/x/react-charts/animation/', title: 'Animation' },
          { pathname: '/x/react-charts/axis/', title: 'Axis' },
          { pathname: '/x/react-charts/legend/', title: 'Legend' },
          { pathname: '/x/react-charts/tooltip/', title: 'Tooltip' },
          { pathname: '/x/react-charts/zoom-and-pan/', title: 'Zoom and pan', plan: 'pro' },
          { pathname: '/x/react-charts/export/', title: 'Export', plan: 'pro' },
        ],
      },
    ],
  },
  {
    pathname: '/x/react-tree-view-group',
    title: 'Tree View',
    children: [
      { pathname: '/x/react-tree-view/', title: 'Overview' },
      { pathname: '/x/react-tree-view/quickstart/', title: 'Quickstart' },
      {
        pathname: '/x/react-tree-view/simple-tree-view',
        title: 'Simple Tree View',
        children: [
          { pathname: '/x/react-tree-view/simple-tree-view/items/', title: 'Items' },
          { pathname: '/x/react-tree-view/simple-tree-view/selection/', title: 'Selection' },
          { pathname: '/x/react-tree-view/simple-tree-view/expansion/', title: 'Expansion' },
          { pathname: '/x/react-tree-view/simple-tree-view/customization/', title: 'Customization' },
          { pathname: '/x/react-tree-view/simple-tree-view/focus/', title: 'Focus' },
        ],
      },
      {
        pathname: '/x/react-tree-view/rich-tree-view',
        title: 'Rich Tree View',
        children: [
          { pathname: '/x/react-tree-view/rich-tree-view/items/', title: 'Items' },
          { pathname: '/x/react-tree-view/rich-tree-view/selection/', title: 'Selection' },
          { pathname: '/x/react-tree-view/rich-tree-view/expansion/', title: 'Expansion' },
          { pathname: '/x/react-tree-view/rich-tree-view/customization/', title: 'Customization' },
          { pathname: '/x/react-tree-view/rich-tree-view/focus/', title: 'Focus' },
          {
            pathname: '/x/react-tree-view/rich-tree-view/editing/',
            title: 'Label editing',
            newFeature: true,
          },
          {
            pathname: '/x/react-tree-view/rich-tree-view/lazy-loading/',
            title: 'Lazy loading',
            plan: 'pro',
            newFeature: true,
          },
          {
            pathname: '/x/react-tree-view/rich-tree-view/ordering/',
            title: 'Ordering',
            plan: 'pro',
            newFeature: true,
          },
        ],
      },
      {
        pathname: '/x/react-tree-view/main-features',
        subheader: 'Main features',
        children: [
          { pathname: '/x/react-tree-view/accessibility/', title: 'Accessibility' },
          { pathname: '/x/react-tree-view/tree-item-customization/', title: 'Item customization' },
        ],
      },
    ],
  },
  {
    pathname: '/x/migration-group',
    title: 'Migration',
    children: [
      {
        pathname: '/x/migration/migration-v8',
        subheader: 'Upgrade to v8',
        children: [
          { pathname: '/x/migration/migration-data-grid-v7/', title: 'Breaking changes: Data Grid' },
          { pathname: '/x/migration/migration-pickers-v7/', title: 'Breaking changes: Date and Time Pickers' },
          { pathname: '/x/migration/migration-charts-v7/', title: 'Breaking changes: Charts' },
          { pathname: '/x/migration/migration-tree-view-v7/', title: 'Breaking changes: Tree View' },
          { pathname: '/x/migration/usage-with-material-ui-v5-v6/', title: 'Usage with Material UI v5/v6' },
        ],
      },
      {
        pathname: '/x/migration/migration-v7',
        subheader: 'Upgrade to v7',
        children: [
          { pathname: '/x/migration/migration-data-grid-v6/', title: 'Breaking changes: Data Grid' },
          { pathname: '/x/migration/migration-pickers-v6/', title: 'Breaking changes: Date and Time Pickers' },
          { pathname: '/x/migration/migration-charts-v6/', title: 'Breaking changes: Charts' },
          { pathname: '/x/migration/migration-tree-view-v6/', title: 'Breaking changes: Tree View' },
        ],
      },
      {
        pathname: '/x/migration/migration-v6',
        subheader: 'Upgrade to v6',
        children: [
          { pathname: '/x/migration/migration-data-grid-v5/', title: 'Breaking changes: Data Grid' },
          { pathname: '/x/migration/migration-pickers-v5/', title: 'Breaking changes: Date and Time Pickers' },
          { pathname: '/x/migration/migration-tree-view-lab/', title: 'Migration from the lab: Tree View' },
        ],
      },
      {
        pathname: '/x/migration/migration-earlier',
        subheader: 'Earlier versions',
        children: [
          { pathname: '/x/migration/migration-pickers-lab/', title: 'Migration from the lab: Pickers' },
          { pathname: '/x/migration/migration-data-grid-v4/', title: 'Migration from v4: Data Grid' },
        ],
      },
    ],
  },
];

export default pages;
