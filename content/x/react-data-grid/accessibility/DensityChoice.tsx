import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridDensity } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'invoice', headerName: 'Invoice', width: 130 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 130 },
  { field: 'status', headerName: 'Status', width: 120 },
];

const rows = [
  { id: 1, invoice: 'INV-2031', client: 'Larkspur Dental', amount: 1240, status: 'Paid' },
  { id: 2, invoice: 'INV-2032', client: 'Okafor Logistics', amount: 8600, status: 'Overdue' },
  { id: 3, invoice: 'INV-2033', client: 'Three Rivers School', amount: 430, status: 'Open' },
  { id: 4, invoice: 'INV-2034', client: 'Nakamura Design', amount: 2175, status: 'Open' },
  { id: 5, invoice: 'INV-2035', client: 'Baltic Freight', amount: 990, status: 'Paid' },
];

export default function DensityChoice() {
  const [density, setDensity] = React.useState<GridDensity>('comfortable');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup size="small" exclusive value={density} onChange={(_, value: GridDensity | null) => value && setDensity(value)} aria-label="Row density" sx={{ mb: 1 }}>
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGrid label="Open invoices" showToolbar rows={rows} columns={columns} density={density} onDensityChange={setDensity} hideFooter />
      </Box>
    </Box>
  );
}
