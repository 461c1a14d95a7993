import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, ticket: 'Printer on floor 3 jams', priority: 3, opened: '2025-03-02', notes: 'Waiting for a part' },
  { id: 2, ticket: 'VPN drops every hour', priority: 1, opened: '2025-03-05', notes: 'Affects the Madrid office' },
  { id: 3, ticket: 'New laptop for Ines', priority: 2, opened: '2025-03-01', notes: 'Ordered' },
  { id: 4, ticket: 'Password reset for kiosk', priority: 2, opened: '2025-03-06', notes: '' },
  { id: 5, ticket: 'Badge reader offline', priority: 1, opened: '2025-03-04', notes: 'Security informed' },
];

const columns: GridColDef<(typeof rows)[number]>[] = [
  { field: 'ticket', headerName: 'Ticket', flex: 1, minWidth: 200 },
  // A click goes straight to the most urgent tickets, then back to priority 3 first; never unsorted.
  { field: 'priority', headerName: 'Priority', type: 'number', width: 100, sortingOrder: ['asc', 'desc'] },
  { field: 'opened', headerName: 'Opened', width: 120 },
  { field: 'notes', headerName: 'Notes', width: 200, sortable: false },
];

export default function SortingOrderAndDisabled() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Help desk tickets" sortingOrder={['desc', 'asc', null]} />
    </Box>
  );
}
