import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridDataSource, type GridGetRowsParams } from '@mui/x-data-grid';

interface Customer {
  id: number;
  name: string;
  city: string;
  orders: number;
}

const firstNames = ['Ada', 'Bram', 'Chiara', 'Dmitri', 'Elif', 'Femi', 'Greta', 'Hiro', 'Ines', 'Jonas', 'Kofi', 'Lena'];
const lastNames = ['Nakamura', 'Okoye', 'Petrov', 'Quist', 'Rossi', 'Santos', 'Tan', 'Ueda', 'Varga', 'Weber'];
const cities = ['Accra', 'Bogotá', 'Cork', 'Da Nang', 'Essen', 'Fès', 'Graz', 'Hobart'];

// The "database" of the simulated server: 230 customers, built the same way on every load.
const table: Customer[] = Array.from({ length: 230 }, (_, index) => ({
  id: index + 1,
  name: `${firstNames[index % firstNames.length]} ${lastNames[(index * 7) % lastNames.length]}`,
  city: cities[(index * 5) % cities.length],
  orders: (index * 37) % 61,
}));

// What a backend would do with the request: filter, sort, then cut out one page.
function queryCustomers({ filterModel, sortModel, paginationModel }: GridGetRowsParams) {
  let result = table;
  const words = (filterModel.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
  if (words.length) {
    result = result.filter((customer) => words.every((word) => `${customer.name} ${customer.city}`.toLowerCase().includes(word)));
  }
  const [sort] = sortModel;
  if (sort) {
    const field = sort.field as keyof Customer;
    const direction = sort.sort === 'desc' ? -1 : 1;
    result = [...result].sort((a, b) => (a[field] > b[field] ? direction : a[field] < b[field] ? -direction : 0));
  }
  const page = paginationModel?.page ?? 0;
  const pageSize = paginationModel?.pageSize ?? 10;
  return { rows: result.slice(page * pageSize, (page + 1) * pageSize), rowCount: result.length };
}

const columns: GridColDef[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'orders', headerName: 'Orders', type: 'number', width: 100 },
];

export default function PagedFromServer() {
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => {
        const { page = 0, pageSize = 10 } = params.paginationModel ?? {};
        const sort = params.sortModel.map((item) => `${item.field} ${item.sort}`).join(', ') || 'none';
        const search = (params.filterModel.quickFilterValues ?? []).join(' ') || 'none';
        setRequests((previous) => [`page ${page + 1} × ${pageSize}, sort: ${sort}, search: ${search}`, ...previous].slice(0, 4));
        return new Promise((resolve) => {
          setTimeout(() => resolve(queryCustomers(params)), 500);
        });
      },
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          showToolbar
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        Requests sent to the server, newest first
      </Typography>
      <Box component="ol" reversed data-testid="request-log" sx={{ m: 0, pl: 3, fontSize: 14, minHeight: 84 }}>
        {requests.map((request, index) => (
          <li key={`${requests.length - index}`}>{request}</li>
        ))}
      </Box>
    </Box>
  );
}
