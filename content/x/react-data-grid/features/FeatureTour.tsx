import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const STATUSES = ['Open', 'In review', 'Closed'];
const rows = Array.from({ length: 60 }, (_, index) => ({
  id: 1000 + index,
  title: `Issue ${1000 + index}: ${['Crash on save', 'Slow search', 'Typo in footer', 'Broken link', 'Dark mode contrast'][index % 5]}`,
  status: STATUSES[(index * 7) % 3],
  votes: (index * 37) % 120,
  opened: new Date(Date.UTC(2025, index % 12, 1 + (index % 27))),
}));

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 220, editable: true },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: STATUSES, width: 130, editable: true },
  { field: 'votes', headerName: 'Votes', type: 'number', width: 100 },
  { field: 'opened', headerName: 'Opened', type: 'date', width: 130 },
];

export default function FeatureTour() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Issue tracker"
        showToolbar
        checkboxSelection
        pageSizeOptions={[10, 25]}
        initialState={{
          pagination: { paginationModel: { pageSize: 10, page: 0 } },
          sorting: { sortModel: [{ field: 'votes', sort: 'desc' }] },
          filter: { filterModel: { items: [{ field: 'status', operator: 'isAnyOf', value: ['Open', 'In review'] }] } },
        }}
      />
    </Box>
  );
}
