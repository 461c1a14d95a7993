import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

const deliveries = Array.from({ length: 30 }, (_, index) => ({
  id: index,
  x: 2 + ((index * 23) % 38),
  y: 10 + (((index * 23) % 38) * 1.6 + ((index * 11) % 17)),
}));

export default function VoronoiRadius() {
  const [radius, setRadius] = React.useState<'none' | 'item'>('none');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={radius} onChange={(_event, value) => value && setRadius(value)} aria-label="voronoiMaxRadius">
        <ToggleButton value="none">no limit</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
      </ToggleButtonGroup>
      <ScatterChart
        height={300}
        voronoiMaxRadius={radius === 'item' ? 'item' : undefined}
        xAxis={[{ label: 'Distance (km)', height: 52 }]}
        yAxis={[{ label: 'Delivery time (min)', width: 60 }]}
        series={[{ label: 'Deliveries', data: deliveries, markerSize: 3, valueFormatter: (point) => (point ? `${point.x} km in ${Math.round(point.y)} min` : '') }]}
      />
    </Stack>
  );
}
