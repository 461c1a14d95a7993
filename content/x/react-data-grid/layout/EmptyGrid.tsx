import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'email', headerName: 'Email', flex: 1 },
];

export default function EmptyGrid() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <DataGrid rows={[]} columns={columns} aria-label="Invited guests" sx={{ '--DataGrid-overlayHeight': '180px' }} />
    </Box>
  );
}
