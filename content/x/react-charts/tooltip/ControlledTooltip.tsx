import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PieChart } from '@mui/x-charts/PieChart';
import type { SeriesItemIdentifier } from '@mui/x-charts/models';

const budget = [
  { id: 0, value: 42, label: 'Rent' },
  { id: 1, value: 18, label: 'Salaries' },
  { id: 2, value: 25, label: 'Equipment' },
  { id: 3, value: 15, label: 'Travel' },
];

export default function ControlledTooltip() {
  const [item, setItem] = React.useState<SeriesItemIdentifier<'pie'> | null>(null);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
      <Stack spacing={1} sx={{ minWidth: 160 }}>
        {budget.map((entry) => (
          <Button
            key={entry.id}
            size="small"
            variant={item?.dataIndex === entry.id ? 'contained' : 'outlined'}
            onMouseEnter={() => setItem({ type: 'pie', seriesId: 'budget', dataIndex: entry.id })}
            onFocus={() => setItem({ type: 'pie', seriesId: 'budget', dataIndex: entry.id })}
            onMouseLeave={() => setItem(null)}
            onBlur={() => setItem(null)}
          >
            {entry.label}
          </Button>
        ))}
      </Stack>
      <PieChart
        height={260}
        series={[{ id: 'budget', data: budget, innerRadius: 50, valueFormatter: (entry) => `${entry.value}%` }]}
        tooltipItem={item}
        onTooltipItemChange={setItem}
      />
    </Stack>
  );
}
