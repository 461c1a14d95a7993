import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'role', headerName: 'Role', width: 160 },
];

const rows = [
  { id: 1, name: 'Ada Lovelace', role: 'Analyst' },
  { id: 2, name: 'Alan Turing', role: 'Engineer' },
  { id: 3, name: 'Grace Hopper', role: 'Architect' },
];

export default function FirstDataGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
