import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1 },
  { field: 'category', headerName: 'Category', type: 'singleSelect', valueOptions: ['Kitchen', 'Garden', 'Office'], width: 130 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 120 },
];

const rows = [
  { id: 1, sku: 'K-204', product: 'Cast-iron pan', category: 'Kitchen', price: 39.9 },
  { id: 2, sku: 'G-117', product: 'Pruning shears', category: 'Garden', price: 24.5 },
  { id: 3, sku: 'O-052', product: 'Desk lamp', category: 'Office', price: 58 },
  { id: 4, sku: 'K-219', product: 'Bread knife', category: 'Kitchen', price: 29 },
];

export default function ExcelExportPremium() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aria-label="Catalogue"
        showToolbar
        slotProps={{
          toolbar: {
            excelOptions: {
              fileName: 'catalogue',
              columnsStyles: { price: { numFmt: '#,##0.00 €' } },
            },
          },
        }}
      />
    </Box>
  );
}
