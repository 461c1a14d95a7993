import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Unstable_SankeyChart as SankeyChart, type SankeyNodeOptions } from '@mui/x-charts-pro/SankeyChart';

type Align = NonNullable<SankeyNodeOptions['align']>;
type LinkColor = 'source' | 'target';

// Terawatt-hours of a made-up country's year. Oil goes straight to transport, skipping a column.
const links = [
  { source: 'Wind', target: 'Electricity', value: 62 },
  { source: 'Solar', target: 'Electricity', value: 38 },
  { source: 'Gas', target: 'Electricity', value: 45 },
  { source: 'Gas', target: 'Heating', value: 70 },
  { source: 'Oil', target: 'Transport', value: 95 },
  { source: 'Electricity', target: 'Homes', value: 60 },
  { source: 'Electricity', target: 'Industry', value: 70 },
  { source: 'Electricity', target: 'Transport', value: 15 },
  { source: 'Heating', target: 'Homes', value: 52 },
  { source: 'Heating', target: 'Industry', value: 18 },
];

export default function EnergyOptions() {
  const [align, setAlign] = React.useState<Align>('justify');
  const [linkColor, setLinkColor] = React.useState<LinkColor>('source');
  const [showValues, setShowValues] = React.useState(false);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField select size="small" label="Node alignment" value={align} onChange={(event) => setAlign(event.target.value as Align)} sx={{ minWidth: 160 }}>
          {(['justify', 'left', 'right', 'center'] as Align[]).map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Link color" value={linkColor} onChange={(event) => setLinkColor(event.target.value as LinkColor)} sx={{ minWidth: 140 }}>
          <MenuItem value="source">source</MenuItem>
          <MenuItem value="target">target</MenuItem>
        </TextField>
        <FormControlLabel control={<Switch checked={showValues} onChange={(event) => setShowValues(event.target.checked)} />} label="Show link values" />
      </Stack>
      <SankeyChart
        height={360}
        series={{
          data: { links },
          nodeOptions: { align, width: 12, padding: 14 },
          linkOptions: { color: linkColor, opacity: 0.45, showValues },
          valueFormatter: (value) => `${value} TWh`,
        }}
      />
    </Stack>
  );
}
