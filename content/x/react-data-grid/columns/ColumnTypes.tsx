import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: { name: string; city: string };
  total: number;
  placedAt: string;
  status: string;
  paid: boolean;
}

const rows: Order[] = [
  { id: 1, customer: { name: 'Acme Tools', city: 'Leeds' }, total: 99.5, placedAt: '2025-03-01', status: 'Shipped', paid: true },
  { id: 2, customer: { name: 'Bloom Florists', city: 'Ghent' }, total: 412.0, placedAt: '2025-03-04', status: 'Packing', paid: true },
  { id: 3, customer: { name: 'Cobalt Labs', city: 'Turku' }, total: 1280.75, placedAt: '2025-02-27', status: 'Waiting', paid: false },
  { id: 4, customer: { name: 'Delta Yoga', city: 'Porto' }, total: 64.2, placedAt: '2025-03-06', status: 'Shipped', paid: true },
];

const columns: GridColDef<Order>[] = [
  // The value comes from a nested object; sorting and filtering use it.
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150, valueGetter: (_value, row) => row.customer.name },
  { field: 'city', headerName: 'City', width: 110, valueGetter: (_value, row) => row.customer.city },
  { field: 'total', headerName: 'Total', type: 'number', width: 120, valueFormatter: (value: number) => `$${value.toFixed(2)}` },
  // Stored as a string, turned into the Date that a date column expects.
  { field: 'placedAt', headerName: 'Placed', type: 'date', width: 120, valueGetter: (value: string) => new Date(`${value}T00:00:00`) },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: ['Waiting', 'Packing', 'Shipped'], width: 120 },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 90, description: 'Whether the invoice has been settled' },
];

export default function ColumnTypes() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Orders" />
    </Box>
  );
}
