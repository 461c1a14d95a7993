import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PieChart } from '@mui/x-charts/PieChart';

const plans = {
  current: [
    { id: 'salaries', label: 'Salaries', value: 58 },
    { id: 'rent', label: 'Rent', value: 17 },
    { id: 'marketing', label: 'Marketing', value: 15 },
    { id: 'tools', label: 'Tools', value: 10 },
  ],
  proposed: [
    { id: 'salaries', label: 'Salaries', value: 52 },
    { id: 'rent', label: 'Rent', value: 12 },
    { id: 'marketing', label: 'Marketing', value: 24 },
    { id: 'tools', label: 'Tools', value: 12 },
  ],
};

type Plan = keyof typeof plans;

export default function BudgetSplit() {
  const [plan, setPlan] = React.useState<Plan>('current');

  return (
    <Stack spacing={1} sx={{ width: '100%', alignItems: 'center' }}>
      <ToggleButtonGroup size="small" exclusive value={plan} onChange={(_event, next: Plan | null) => next && setPlan(next)} aria-label="Budget">
        <ToggleButton value="current">Current budget</ToggleButton>
        <ToggleButton value="proposed">Proposed budget</ToggleButton>
      </ToggleButtonGroup>
      {/* Slices keep their ids across plans, so each arc sweeps from its old angle to its new one. */}
      <PieChart height={260} series={[{ data: plans[plan], innerRadius: 50, paddingAngle: 1, valueFormatter: (item) => `${item.value} %` }]} />
    </Stack>
  );
}
