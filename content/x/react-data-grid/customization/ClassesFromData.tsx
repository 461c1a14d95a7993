import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef, gridClasses } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  dueInDays: number;
  balance: number;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 120 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  {
    field: 'dueInDays',
    headerName: 'Due',
    type: 'number',
    width: 150,
    valueFormatter: (value: number) => (value < 0 ? `${-value} days late` : value === 0 ? 'today' : `in ${value} days`),
  },
  {
    field: 'balance',
    headerName: 'Balance',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => money.format(value),
    // A credit note leaves a negative balance: the customer is owed money.
    cellClassName: (params: GridCellParams<Invoice, number>) => ((params.value ?? 0) < 0 ? 'credit' : ''),
  },
];

const rows: Invoice[] = [
  { id: 'INV-301', client: 'Marlow & Daughters', dueInDays: 12, balance: 1800 },
  { id: 'INV-302', client: 'Quayside Café', dueInDays: -9, balance: 640 },
  { id: 'INV-303', client: 'Pinecrest Clinic', dueInDays: 0, balance: 2250 },
  { id: 'INV-304', client: 'Northgate Studio', dueInDays: 30, balance: -120 },
  { id: 'INV-305', client: 'Ashford Builders', dueInDays: -2, balance: 5100 },
];

export default function ClassesFromData() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        getRowClassName={(params) => (params.row.dueInDays < 0 ? 'overdue' : '')}
        getCellClassName={(params) => (params.field === 'dueInDays' && params.row.dueInDays === 0 ? 'due-today' : '')}
        sx={{
          [`& .${gridClasses.row}.overdue`]: {
            bgcolor: 'rgba(211, 47, 47, 0.08)',
            boxShadow: 'inset 4px 0 0 #d32f2f',
          },
          [`& .${gridClasses.cell}.due-today`]: { fontWeight: 700, color: 'warning.dark' },
          [`& .${gridClasses.cell}.credit`]: { color: 'success.dark', fontStyle: 'italic' },
        }}
      />
    </Box>
  );
}
