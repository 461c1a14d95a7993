import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { DataGrid, type DataGridProps, type GridColDef } from '@mui/x-data-grid';

type TabNavigation = DataGridProps['tabNavigation'];

const modes: { value: NonNullable<TabNavigation>; label: string }[] = [
  { value: 'none', label: 'none: Tab leaves the grid' },
  { value: 'content', label: 'content: Tab walks through the cells' },
  { value: 'header', label: 'header: Tab walks through the headers' },
  { value: 'all', label: 'all: headers, then cells' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Plant', flex: 1, minWidth: 130 },
  { field: 'light', headerName: 'Light', width: 130 },
  { field: 'water', headerName: 'Water every', width: 130 },
];

const rows = [
  { id: 1, name: 'Monstera', light: 'Bright, indirect', water: '7 days' },
  { id: 2, name: 'Snake plant', light: 'Low to bright', water: '14 days' },
  { id: 3, name: 'Calathea', light: 'Shade', water: '5 days' },
];

export default function TabNavigationModes() {
  const [mode, setMode] = React.useState<NonNullable<TabNavigation>>('content');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <RadioGroup row value={mode} onChange={(event) => setMode(event.target.value as NonNullable<TabNavigation>)} aria-label="tabNavigation">
        {modes.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio size="small" />} label={option.label} />
        ))}
      </RadioGroup>
      <Box sx={{ height: 250 }}>
        <DataGrid label="Plant care" rows={rows} columns={columns} tabNavigation={mode} hideFooter />
      </Box>
      <Box>
        <Button variant="outlined">A button after the grid</Button>
      </Box>
    </Stack>
  );
}
