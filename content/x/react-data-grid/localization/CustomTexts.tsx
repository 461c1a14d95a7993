import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridLocaleText } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'items', headerName: 'Items', type: 'number', width: 100 },
];

const orders = [
  { id: 'A-1041', customer: 'Greenleaf Nursery', items: 12 },
  { id: 'A-1042', customer: 'Hoffmann Bakery', items: 3 },
  { id: 'A-1043', customer: 'Blue Door Books', items: 7 },
  { id: 'A-1044', customer: 'Tidewater Surf Shop', items: 1 },
];

// Defined once outside the component: a new object on every render would make the grid re-read it.
const localeText: Partial<GridLocaleText> = {
  noRowsLabel: 'No orders yet: they appear here as soon as a customer checks out.',
  footerRowSelected: (count) => (count === 1 ? '1 order ready to ship' : `${count.toLocaleString()} orders ready to ship`),
  toolbarQuickFilterPlaceholder: 'Find an order…',
  checkboxSelectionHeaderName: 'Ready to ship',
};

export default function CustomTexts() {
  const [rows, setRows] = React.useState<typeof orders>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button variant="outlined" onClick={() => setRows(orders)} disabled={rows.length > 0}>
          Receive orders
        </Button>
        <Button onClick={() => setRows([])} disabled={rows.length === 0}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid rows={rows} columns={columns} checkboxSelection showToolbar localeText={localeText} />
      </Box>
    </Box>
  );
}
