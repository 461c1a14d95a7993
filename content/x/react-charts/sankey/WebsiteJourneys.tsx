import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Unstable_SankeyChart as SankeyChart, type SankeySeries } from '@mui/x-charts-pro/SankeyChart';

// Visits that moved from one page of a shop to the next during a day.
const series: SankeySeries = {
  data: {
    links: [
      { source: 'Search', target: 'Product page', value: 5200 },
      { source: 'Newsletter', target: 'Product page', value: 1800 },
      { source: 'Newsletter', target: 'Sale page', value: 1400 },
      { source: 'Sale page', target: 'Product page', value: 900 },
      { source: 'Product page', target: 'Cart', value: 2300 },
      { source: 'Product page', target: 'Left', value: 5600 },
      { source: 'Cart', target: 'Checkout', value: 1500 },
      { source: 'Cart', target: 'Left', value: 800 },
    ],
  },
  nodeOptions: { highlight: 'links', fade: 'global' },
  linkOptions: { highlight: 'nodes', fade: 'global', opacity: 0.5 },
  valueFormatter: (value) => `${value.toLocaleString('en-US')} visits`,
};

export default function WebsiteJourneys() {
  const [picked, setPicked] = React.useState('Click a page or a flow.');

  return (
    <Stack spacing={1}>
      <SankeyChart
        height={340}
        series={series}
        onNodeClick={(_, { node }) => setPicked(`${node.label}: ${node.value.toLocaleString('en-US')} visits`)}
        onLinkClick={(_, { link }) =>
          setPicked(`${link.source.label} → ${link.target.label}: ${link.value.toLocaleString('en-US')} visits`)
        }
      />
      <Typography role="status" variant="body2">
        {picked}
      </Typography>
    </Stack>
  );
}
