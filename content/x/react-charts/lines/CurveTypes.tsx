import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';

const CURVES: CurveType[] = ['monotoneX', 'linear', 'natural', 'catmullRom', 'step', 'stepBefore', 'stepAfter', 'bumpX'];
const readings = [4, 7, null, 5, 9, 3, 6, 8];

export default function CurveTypes() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');
  const [connectNulls, setConnectNulls] = React.useState(false);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField select size="small" label="curve" value={curve} onChange={(event) => setCurve(event.target.value as CurveType)} sx={{ minWidth: 160 }}>
          {CURVES.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel control={<Switch checked={connectNulls} onChange={(event) => setConnectNulls(event.target.checked)} />} label="connectNulls" />
      </Stack>
      <LineChart
        height={280}
        xAxis={[{ data: [1, 2, 3, 4, 5, 6, 7, 8], scaleType: 'point' }]}
        series={[
          {
            label: 'Sensor reading',
            data: readings,
            curve,
            connectNulls,
            // Marks only where the value goes above 6.
            showMark: ({ value }) => value !== null && value > 6,
          },
        ]}
      />
    </Stack>
  );
}
