import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type OrderStatus = 'Pending' | 'Packed' | 'Shipped' | 'Delivered';

interface Order {
  id: number;
  customer: string;
  items: number;
  total: number;
  orderedOn: Date;
  lastScan: Date;
  giftWrap: boolean;
  status: OrderStatus;
}

const STATUSES: OrderStatus[] = ['Pending', 'Packed', 'Shipped', 'Delivered'];
const CUSTOMERS = ['Noor Haddad', 'Tomás Ibarra', 'Freya Lindqvist', 'Kwame Mensah', 'Yuki Tanaka', 'Priya Raman'];

// Twelve orders built from their index, so every render produces the same rows.
const rows: Order[] = Array.from({ length: 12 }, (_, index) => {
  const items = 1 + ((index * 5) % 7);
  return {
    id: 4101 + index,
    customer: CUSTOMERS[index % CUSTOMERS.length],
    items,
    total: Math.round(items * (18.5 + ((index * 13) % 40)) * 100) / 100,
    orderedOn: new Date(2025, 5, 2 + index * 2),
    lastScan: new Date(2025, 5, 3 + index * 2, 7 + ((index * 3) % 11), (index * 17) % 60),
    giftWrap: index % 3 === 0,
    status: STATUSES[(index * 3) % STATUSES.length],
  };
});

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 90, valueFormatter: (value: number) => `#${value}` },
  { field: 'customer', headerName: 'Customer', minWidth: 150, flex: 1, editable: true },
  { field: 'items', headerName: 'Items', type: 'number', width: 80, editable: true },
  { field: 'total', headerName: 'Total', type: 'number', width: 110, editable: true, valueFormatter: (value: number) => currency.format(value) },
  { field: 'orderedOn', headerName: 'Ordered on', type: 'date', width: 120, editable: true },
  { field: 'lastScan', headerName: 'Last scan', type: 'dateTime', width: 190, editable: true },
  { field: 'giftWrap', headerName: 'Gift wrap', type: 'boolean', width: 100, editable: true },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: STATUSES, width: 130, editable: true },
];

export default function OrderColumnTypes() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Web shop orders" showToolbar />
    </Box>
  );
}
