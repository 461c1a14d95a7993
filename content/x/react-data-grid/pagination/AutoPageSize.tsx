import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'time', headerName: 'Time', width: 100 },
  { field: 'event', headerName: 'Event', flex: 1 },
];

const rows = Array.from({ length: 48 }, (_, index) => ({
  id: index,
  time: `${String(8 + Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15).padStart(2, '0')}`,
  event: ['Door opened', 'Badge scanned', 'Lift called', 'Door closed'][index % 4],
}));

export default function AutoPageSize() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Building access log" autoPageSize density="compact" />
    </Box>
  );
}
