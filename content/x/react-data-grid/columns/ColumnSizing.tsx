import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, code: 'PRJ-7', name: 'Harbour bridge lighting', lead: 'Ana', budget: 125000 },
  { id: 2, code: 'PRJ-12', name: 'School playground renewal and tree planting along the north fence', lead: 'Tomasz', budget: 48000 },
  { id: 3, code: 'PRJ-15', name: 'Library roof', lead: 'Keiko', budget: 210000 },
];

const columns: GridColDef[] = [
  { field: 'code', headerName: 'Code', width: 90, resizable: false },
  // Takes the remaining space, but never less than 200 px.
  { field: 'name', headerName: 'Project', flex: 1, minWidth: 200 },
  { field: 'lead', headerName: 'Lead', width: 100, maxWidth: 160 },
  { field: 'budget', headerName: 'Budget (€)', type: 'number', width: 130 },
];

export default function ColumnSizing() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="City projects" hideFooter />
    </Box>
  );
}
