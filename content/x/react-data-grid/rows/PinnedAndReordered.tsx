import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, piece: 'Overture to The Hebrides', composer: 'Mendelssohn', minutes: 10 },
  { id: 2, piece: 'Cello Concerto in E minor', composer: 'Elgar', minutes: 30 },
  { id: 3, piece: 'The Lark Ascending', composer: 'Vaughan Williams', minutes: 15 },
  { id: 4, piece: 'Symphony No. 7', composer: 'Sibelius', minutes: 22 },
];

const columns: GridColDef[] = [
  { field: 'piece', headerName: 'Piece', flex: 1 },
  { field: 'composer', headerName: 'Composer', width: 170 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 110 },
];

const total = { id: 'total', piece: 'Total', composer: '', minutes: rows.reduce((sum, row) => sum + row.minutes, 0) };

export default function PinnedAndReordered() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} aria-label="Concert programme" rowReordering pinnedRows={{ bottom: [total] }} hideFooter />
    </Box>
  );
}
