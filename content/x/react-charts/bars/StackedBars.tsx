import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const years = ['2021', '2022', '2023', '2024'];

export default function StackedBars() {
  const [asShare, setAsShare] = React.useState(false);
  const stackOffset = asShare ? 'expand' : 'diverging';

  return (
    <div>
      <FormControlLabel control={<Switch checked={asShare} onChange={(event) => setAsShare(event.target.checked)} />} label="Show as share of the total" />
      <BarChart
        height={300}
        xAxis={[{ data: years }]}
        yAxis={[{ valueFormatter: (value: number) => (asShare ? `${Math.round(value * 100)}%` : `${value} TWh`) }]}
        series={[
          { label: 'Solar', data: [9, 12, 18, 25], stack: 'mix', stackOffset },
          { label: 'Wind', data: [19, 20, 22, 24], stack: 'mix', stackOffset },
          { label: 'Hydro', data: [14, 13, 15, 14], stack: 'mix', stackOffset },
          { label: 'Gas', data: [55, 50, 44, 37], stack: 'mix', stackOffset },
        ]}
      />
    </div>
  );
}
