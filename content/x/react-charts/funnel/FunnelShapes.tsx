import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

type Curve = 'linear' | 'linear-sharp' | 'step' | 'bump' | 'pyramid' | 'step-pyramid';

const curves: Curve[] = ['linear', 'linear-sharp', 'step', 'bump', 'pyramid', 'step-pyramid'];

const stages = [
  { label: 'Applications', value: 860 },
  { label: 'Phone screens', value: 310 },
  { label: 'Interviews', value: 120 },
  { label: 'Offers', value: 24 },
  { label: 'Hires', value: 19 },
];

export default function FunnelShapes() {
  const [curve, setCurve] = React.useState<Curve>('bump');
  const [outlined, setOutlined] = React.useState(false);
  const [horizontal, setHorizontal] = React.useState(false);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField select size="small" label="Curve" value={curve} onChange={(event) => setCurve(event.target.value as Curve)} sx={{ minWidth: 160 }}>
          {curves.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel control={<Switch checked={outlined} onChange={(event) => setOutlined(event.target.checked)} />} label="Outlined" />
        <FormControlLabel control={<Switch checked={horizontal} onChange={(event) => setHorizontal(event.target.checked)} />} label="Horizontal" />
      </Stack>
      <FunnelChart
        height={320}
        gap={4}
        series={[
          {
            data: stages,
            curve,
            variant: outlined ? 'outlined' : 'filled',
            layout: horizontal ? 'horizontal' : 'vertical',
            valueFormatter: (item) => `${item.value} candidates`,
          },
        ]}
      />
    </Stack>
  );
}
