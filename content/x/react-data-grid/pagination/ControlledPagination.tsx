import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Invoice', width: 120, valueFormatter: (value: number) => `INV-${String(value).padStart(4, '0')}` },
  { field: 'client', headerName: 'Client', flex: 1 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 130 },
];

const CLIENTS = ['Atelier Nord', 'Brightwater Ltd', 'Casa Verde', 'Delta Logistics', 'Evergreen Farms'];
const rows = Array.from({ length: 230 }, (_, index) => ({
  id: index + 1,
  client: CLIENTS[index % CLIENTS.length],
  amount: 120 + ((index * 7919) % 4800),
}));

export default function ControlledPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="page-state">
        Page {paginationModel.page + 1}, {paginationModel.pageSize} invoices per page
      </Typography>
      <Box sx={{ height: 460 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          aria-label="Invoices"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10, 25, { value: 100, label: 'One hundred' }]}
        />
      </Box>
    </Box>
  );
}
