import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

type Trigger = 'axis' | 'item' | 'none';

export default function TooltipTriggers() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_event, value: Trigger | null) => value && setTrigger(value)}
        aria-label="Tooltip trigger"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={280}
        slotProps={{ tooltip: { trigger } }}
        xAxis={[{ data: ['Apples', 'Pears', 'Plums', 'Cherries'] }]}
        series={[
          { label: 'Harvest 2024 (t)', data: [30, 12, 8, 5] },
          { label: 'Harvest 2025 (t)', data: [34, 15, 6, 7] },
        ]}
      />
    </Stack>
  );
}
