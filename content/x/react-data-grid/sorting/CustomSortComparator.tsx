import Box from '@mui/material/Box';
import { DataGrid, gridNumberComparator, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

// Sizes sort by their place on the chart, not alphabetically (where "L" would come before "M" and "S").
const sizeComparator: GridComparatorFn<string> = (a, b) => SIZES.indexOf(a) - SIZES.indexOf(b);

const rows = [
  { id: 1, item: 'Rain jacket', size: 'M', discount: 15 },
  { id: 2, item: 'Rain jacket', size: 'XL', discount: null },
  { id: 3, item: 'Wool sweater', size: 'S', discount: 30 },
  { id: 4, item: 'Wool sweater', size: 'XXL', discount: null },
  { id: 5, item: 'Running shorts', size: 'L', discount: 10 },
  { id: 6, item: 'Running shorts', size: 'XS', discount: 25 },
];

const columns: GridColDef<(typeof rows)[number]>[] = [
  { field: 'item', headerName: 'Item', flex: 1 },
  { field: 'size', headerName: 'Size', width: 110, sortComparator: sizeComparator },
  {
    field: 'discount',
    headerName: 'Discount (%)',
    type: 'number',
    width: 140,
    // Items without a discount stay at the bottom in both directions.
    getSortComparator: (direction) => (a, b, cellA, cellB) => {
      if (a == null || b == null) {
        return a == null ? (b == null ? 0 : 1) : -1;
      }
      const order = gridNumberComparator(a, b, cellA, cellB);
      return direction === 'desc' ? -order : order;
    },
  },
];

export default function CustomSortComparator() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Clothing stock" />
    </Box>
  );
}
