import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const depots = ['Lyon', 'Lille', 'Nantes', 'Nice'];

// Four recorded weeks, cycled in order, so every reader sees the same sequence.
const weeks = [
  { label: 'Week 14', deliveries: [420, 310, 280, 190] },
  { label: 'Week 15', deliveries: [380, 360, 240, 260] },
  { label: 'Week 16', deliveries: [450, 290, 330, 210] },
  { label: 'Week 17', deliveries: [300, 410, 270, 320] },
];

export default function WeeklyDeliveries() {
  const [week, setWeek] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const current = weeks[week]!;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={() => setWeek((index) => (index + 1) % weeks.length)}>
          Next week
        </Button>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="Skip animation"
        />
      </Stack>
      <BarChart
        height={300}
        skipAnimation={skipAnimation}
        xAxis={[{ data: depots }]}
        yAxis={[{ min: 0, max: 500 }]}
        series={[{ label: `Deliveries, ${current.label}`, data: current.deliveries }]}
      />
    </Stack>
  );
}
