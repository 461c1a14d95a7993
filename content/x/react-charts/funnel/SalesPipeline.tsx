import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const stages = ['Leads', 'Qualified', 'Proposal', 'Negotiation', 'Won'];
const deals = [240, 132, 61, 30, 18];
const colors = ['#90caf9', '#64b5f6', '#42a5f5', '#1e88e5', '#2e7d32'];

export default function SalesPipeline() {
  const [picked, setPicked] = React.useState('Click a stage to see how many deals reach the next one.');

  return (
    <Stack spacing={1}>
      <FunnelChart
        height={300}
        gap={2}
        categoryAxis={{ categories: stages, position: 'bottom' }}
        series={[
          {
            layout: 'horizontal',
            curve: 'step',
            data: deals.map((value, index) => ({ value, color: colors[index], label: stages[index] })),
            sectionLabel: { position: { vertical: 'top', horizontal: 'center' }, textAnchor: 'middle', dominantBaseline: 'text-after-edge', offset: { y: -6 } },
            valueFormatter: (item) => `${item.value} deals`,
          },
        ]}
        hideLegend
        onItemClick={(_, item) => {
          const index = item.dataIndex;
          const next = deals[index + 1];
          setPicked(
            next === undefined
              ? `${stages[index]}: ${deals[index]} deals, the end of the pipeline`
              : `${stages[index]}: ${deals[index]} deals, ${Math.round((next / deals[index]) * 100)}% move on to ${stages[index + 1]}`,
          );
        }}
      />
      <Typography role="status" variant="body2">
        {picked}
      </Typography>
    </Stack>
  );
}
