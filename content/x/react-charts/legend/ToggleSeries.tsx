import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart, type BarChartProps } from '@mui/x-charts/BarChart';

type HiddenItems = NonNullable<BarChartProps['hiddenItems']>;

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const series = [
  { id: 'solar', label: 'Solar', data: [4, 7, 11, 15, 19, 22] },
  { id: 'wind', label: 'Wind', data: [21, 19, 17, 14, 12, 10] },
  { id: 'hydro', label: 'Hydro', data: [9, 9, 10, 11, 10, 9] },
];

export default function ToggleSeries() {
  const [hidden, setHidden] = React.useState<HiddenItems>([]);
  const names = hidden.map((item) => series.find((s) => 'seriesId' in item && s.id === item.seriesId)?.label).filter(Boolean);

  return (
    <Stack spacing={1}>
      <BarChart
        height={280}
        xAxis={[{ data: months }]}
        series={series}
        hiddenItems={hidden}
        onHiddenItemsChange={setHidden}
        slotProps={{ legend: { toggleVisibilityOnClick: true } }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" data-testid="hidden-series">
          {names.length ? `Hidden: ${names.join(', ')}` : 'Every series is shown'}
        </Typography>
        <Button size="small" onClick={() => setHidden([])} disabled={!hidden.length}>
          Show all
        </Button>
      </Stack>
    </Stack>
  );
}
