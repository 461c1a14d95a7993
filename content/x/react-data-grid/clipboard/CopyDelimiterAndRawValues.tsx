import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 140 },
  {
    field: 'population',
    headerName: 'Population',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => `${(value / 1_000_000).toFixed(1)} M`,
  },
  {
    field: 'area',
    headerName: 'Area',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => `${value.toLocaleString('en-US')} km²`,
  },
];

const rows = [
  { id: 1, city: 'Lagos', population: 15_388_000, area: 1171 },
  { id: 2, city: 'Jakarta', population: 11_249_000, area: 662 },
  { id: 3, city: 'Lima', population: 10_883_000, area: 2672 },
  { id: 4, city: 'Osaka', population: 2_752_000, area: 225 },
];

const delimiters = [
  { label: 'Tab', value: '\t' },
  { label: 'Comma', value: ',' },
  { label: 'Semicolon', value: ';' },
];

export default function CopyDelimiterAndRawValues() {
  const [delimiter, setDelimiter] = React.useState(',');
  const [raw, setRaw] = React.useState(false);
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField select size="small" label="Delimiter" value={delimiter} onChange={(event) => setDelimiter(event.target.value)} sx={{ minWidth: 140 }}>
          {delimiters.map((option) => (
            <MenuItem key={option.label} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel control={<Switch checked={raw} onChange={(event) => setRaw(event.target.checked)} />} label="Copy raw values" />
      </Stack>
      <Box sx={{ height: 280 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          hideFooter
          clipboardCopyCellDelimiter={delimiter}
          ignoreValueFormatterDuringExport={raw}
          onClipboardCopy={(text) => setCopied(text)}
        />
      </Box>
      <Box
        component="pre"
        data-testid="copied-text"
        sx={{ mt: 2, mb: 0, p: 1.5, minHeight: 72, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, overflowX: 'auto' }}
      >
        {copied ? JSON.stringify(copied) : 'Select rows or focus a cell, then press Ctrl+C (⌘C on macOS).'}
      </Box>
    </Box>
  );
}
