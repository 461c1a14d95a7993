import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Cupping scores out of 10, one value per metric in the same order.
const radar = {
  max: 10,
  metrics: ['Acidity', 'Body', 'Sweetness', 'Bitterness', 'Aroma', 'Aftertaste'],
};

const series = [
  { id: 'light', label: 'Ethiopian light roast', data: [9, 4, 7, 2, 9, 7], fillArea: true },
  { id: 'dark', label: 'Sumatran dark roast', data: [3, 9, 5, 8, 6, 7], fillArea: true },
];

export default function CoffeeTasting() {
  const [shape, setShape] = React.useState<'sharp' | 'circular'>('sharp');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={shape}
        onChange={(_event, next: 'sharp' | 'circular' | null) => next && setShape(next)}
        aria-label="Grid shape"
      >
        <ToggleButton value="sharp">Polygon grid</ToggleButton>
        <ToggleButton value="circular">Circular grid</ToggleButton>
      </ToggleButtonGroup>
      <RadarChart height={340} radar={radar} series={series} shape={shape} />
    </Stack>
  );
}
