import Box from '@mui/material/Box';
import { DataGrid, getGridNumericOperators, type GridColDef, type GridFilterOperator } from '@mui/x-data-grid';

interface Bin {
  id: string;
  aisle: number;
  product: string;
  quantity: number;
}

// In this warehouse, even aisles are along the east wall, next to the loading bay.
const eastWall: GridFilterOperator<Bin, number> = {
  label: 'is on the east wall',
  value: 'eastWall',
  requiresFilterValue: false,
  getApplyFilterFn: () => (value) => value != null && value % 2 === 0,
};

const rows: Bin[] = [
  { id: 'A1-03', aisle: 1, product: 'Pallet wrap', quantity: 40 },
  { id: 'A2-11', aisle: 2, product: 'Cable ties', quantity: 1200 },
  { id: 'A3-07', aisle: 3, product: 'Safety gloves', quantity: 310 },
  { id: 'A4-02', aisle: 4, product: 'Label printer rolls', quantity: 85 },
  { id: 'A5-09', aisle: 5, product: 'Box cutters', quantity: 64 },
  { id: 'A6-01', aisle: 6, product: 'Packing tape', quantity: 520 },
];

const columns: GridColDef<Bin>[] = [
  { field: 'id', headerName: 'Bin', width: 110 },
  { field: 'aisle', headerName: 'Aisle', type: 'number', width: 110, filterOperators: [...getGridNumericOperators(), eastWall] },
  { field: 'product', headerName: 'Product', flex: 1 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 120 },
];

export default function CustomFilterOperator() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Warehouse bins"
        initialState={{ filter: { filterModel: { items: [{ field: 'aisle', operator: 'eastWall' }] } } }}
      />
    </Box>
  );
}
