import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
];

const rows = [
  { id: 1, sku: 'TEA-014', product: 'Sencha green tea, 100 g', quantity: 12, unitPrice: 8.5 },
  { id: 2, sku: 'TEA-027', product: 'Assam breakfast tea, 250 g', quantity: 6, unitPrice: 11.9 },
  { id: 3, sku: 'CUP-102', product: 'Stoneware mug, slate', quantity: 24, unitPrice: 14 },
  { id: 4, sku: 'POT-009', product: 'Cast iron teapot, 0.8 l', quantity: 3, unitPrice: 46 },
  { id: 5, sku: 'ACC-310', product: 'Bamboo tea scoop', quantity: 40, unitPrice: 3.25 },
];

export default function CopyOrderLines() {
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 330 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          hideFooter
          onClipboardCopy={(text) => setCopied(text)}
        />
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        Last copied text (tabs shown as →)
      </Typography>
      <Box
        component="pre"
        data-testid="copied-text"
        sx={{ m: 0, p: 1.5, minHeight: 72, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, overflowX: 'auto' }}
      >
        {copied ? copied.replace(/\t/g, ' → ') : 'Nothing copied yet.'}
      </Box>
    </Box>
  );
}
