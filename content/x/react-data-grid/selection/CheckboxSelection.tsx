import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, file: 'quarterly-report.pdf', owner: 'Lena', size: 2.4 },
  { id: 2, file: 'site-photos.zip', owner: 'Marco', size: 148.0 },
  { id: 3, file: 'budget-2026.xlsx', owner: 'Lena', size: 0.8 },
  { id: 4, file: 'interview-notes.docx', owner: 'Sipho', size: 0.3 },
  { id: 5, file: 'launch-video.mp4', owner: 'Marco', size: 512.6 },
  { id: 6, file: 'brand-guide.pdf', owner: 'Aiko', size: 14.2 },
];

const columns: GridColDef[] = [
  { field: 'file', headerName: 'File', flex: 1 },
  { field: 'owner', headerName: 'Owner', width: 120 },
  { field: 'size', headerName: 'Size (MB)', type: 'number', width: 120 },
];

export default function CheckboxSelection() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Shared files" checkboxSelection disableRowSelectionOnClick />
    </Box>
  );
}
