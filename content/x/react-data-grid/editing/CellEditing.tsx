import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Plant {
  id: number;
  name: string;
  water: number;
  location: string;
  flowering: boolean;
}

const initialRows: Plant[] = [
  { id: 1, name: 'Monstera', water: 7, location: 'Living room', flowering: false },
  { id: 2, name: 'Orchid', water: 10, location: 'Bathroom', flowering: true },
  { id: 3, name: 'Basil', water: 2, location: 'Kitchen', flowering: false },
  { id: 4, name: 'Peace lily', water: 5, location: 'Office', flowering: true },
];

const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', flex: 1, editable: true },
  { field: 'water', headerName: 'Water every (days)', type: 'number', width: 170, editable: true },
  {
    field: 'location',
    headerName: 'Location',
    type: 'singleSelect',
    valueOptions: ['Living room', 'Bathroom', 'Kitchen', 'Office', 'Balcony'],
    width: 150,
    editable: true,
  },
  { field: 'flowering', headerName: 'Flowering', type: 'boolean', width: 110, editable: true },
];

export default function CellEditing() {
  const [lastChange, setLastChange] = React.useState('Double-click a cell to edit it');

  const processRowUpdate = (newRow: Plant, oldRow: Plant) => {
    const changed = (Object.keys(newRow) as (keyof Plant)[]).find((key) => newRow[key] !== oldRow[key]);
    setLastChange(changed ? `${newRow.name}: ${changed} is now ${String(newRow[changed])}` : 'No change');
    return newRow;
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="last-change">
        {lastChange}
      </Typography>
      <Box sx={{ height: 320 }}>
        <DataGrid rows={initialRows} columns={columns} aria-label="House plants" processRowUpdate={processRowUpdate} />
      </Box>
    </Box>
  );
}
