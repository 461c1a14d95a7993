import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, useGridApiRef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'warehouse', headerName: 'Warehouse', width: 130 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100 },
];

const rows = [
  { id: 1, sku: 'KB-101', product: 'Mechanical keyboard', warehouse: 'Leeds', stock: 42 },
  { id: 2, sku: 'MS-220', product: 'Vertical mouse', warehouse: 'Leeds', stock: 0 },
  { id: 3, sku: 'MN-270', product: '27-inch monitor', warehouse: 'Bristol', stock: 15 },
  { id: 4, sku: 'DK-005', product: 'USB-C dock', warehouse: 'Bristol', stock: 8 },
  { id: 5, sku: 'HS-330', product: 'Noise-cancelling headset', warehouse: 'Leeds', stock: 23 },
];

export default function StateForBugReports() {
  const apiRef = useGridApiRef();
  const [exported, setExported] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} showToolbar hideFooter />
      </Box>
      <Stack direction="row" spacing={1} sx={{ my: 1 }}>
        <Button variant="outlined" onClick={() => setExported(JSON.stringify(apiRef.current?.exportState(), null, 2))}>
          Export the grid's state
        </Button>
        <Button onClick={() => setExported('')} disabled={!exported}>
          Clear
        </Button>
      </Stack>
      <Box
        component="pre"
        data-testid="exported-state"
        tabIndex={0}
        sx={{ m: 0, p: 1.5, height: 180, overflow: 'auto', bgcolor: 'action.hover', borderRadius: 1, fontSize: 12 }}
      >
        {exported || 'Sort, filter or hide a column, then export.'}
      </Box>
    </Box>
  );
}
