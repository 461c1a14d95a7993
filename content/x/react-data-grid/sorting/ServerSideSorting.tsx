import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  total: number;
  items: number;
}

const CUSTOMERS = ['Northwind Café', 'Blue Fern Studio', 'Atlas Freight', 'Quarry & Co.', 'Lumen Clinic', 'Harbor Books'];

const ORDERS: Order[] = Array.from({ length: 24 }, (_, index) => ({
  id: 1001 + index,
  customer: CUSTOMERS[(index * 5) % CUSTOMERS.length]!,
  total: Math.round(((index * 37) % 90) * 13.7 + 40),
  items: ((index * 7) % 9) + 1,
}));

/** A pretend server: it sorts its own copy of the orders and answers after a network-like delay. */
function fetchOrders(sortModel: GridSortModel): Promise<Order[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const [sort] = sortModel;
      const sorted = [...ORDERS];
      if (sort?.sort) {
        const key = sort.field as keyof Order;
        const factor = sort.sort === 'asc' ? 1 : -1;
        sorted.sort((a, b) => (a[key] < b[key] ? -factor : a[key] > b[key] ? factor : 0));
      }
      resolve(sorted);
    }, 600);
  });
}

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1 },
  { field: 'items', headerName: 'Items', type: 'number', width: 100 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 120 },
];

export default function ServerSideSorting() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [rows, setRows] = React.useState<Order[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchOrders(sortModel).then((result) => {
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [sortModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Orders sorted on the server"
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        loading={loading}
      />
    </Box>
  );
}
