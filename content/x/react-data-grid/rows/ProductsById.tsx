import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowIdGetter } from '@mui/x-data-grid';

interface Product {
  sku: string;
  name: string;
  description: string;
}

// The rows have no "id": the SKU identifies them.
const getRowId: GridRowIdGetter<Product> = (row) => row.sku;

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Name', width: 140 },
  { field: 'description', headerName: 'Description', flex: 1 },
];

const rows: Product[] = [
  { sku: 'A-100', name: 'Desk', description: 'Oak desk with two drawers, a cable tray along the back edge and legs that can be levelled on uneven floors.' },
  { sku: 'B-200', name: 'Lamp', description: 'Adjustable lamp.' },
  { sku: 'C-310', name: 'Shelf', description: 'Wall shelf in three widths, delivered with brackets and screws for brick or plasterboard.' },
  { sku: 'D-040', name: 'Stool', description: 'Stackable stool.' },
];

export default function ProductsById() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Furniture"
        getRowId={getRowId}
        getRowHeight={() => 'auto'}
        getRowClassName={(params) => (params.indexRelativeToCurrentPage % 2 === 0 ? 'even-row' : 'odd-row')}
        sx={{ '& .even-row': { backgroundColor: 'action.hover' }, '& .MuiDataGrid-cell': { py: 1 } }}
        hideFooter
      />
    </Box>
  );
}
