import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef, type DataGridPremiumProps } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'orderDate', headerName: 'Order date', type: 'date', width: 130 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 130 },
];

const customers = [
  { customer: 'Fjord Foods', country: 'Norway' },
  { customer: 'Alpenblick', country: 'Austria' },
  { customer: 'Costa Verde', country: 'Portugal' },
  { customer: 'Polder & Co', country: 'Netherlands' },
];

// Dates at noon UTC, mid-month, so every time zone puts them in the same month.
const rows = Array.from({ length: 48 }, (_, index) => {
  const who = customers[index % customers.length];
  const month = (index * 5) % 24;
  return {
    id: index + 1,
    ...who,
    orderDate: new Date(Date.UTC(2024 + Math.floor(month / 12), month % 12, 15, 12)),
    amount: 400 + ((index * 377) % 2600),
  };
});

// Pivot columns inherit the amount column's width; the year and quarter labels need less.
const pivotingColDef: DataGridPremiumProps['pivotingColDef'] = (field, columnGroupPath) => ({
  width: 105,
  headerName: columnGroupPath.at(-1) ?? field,
});

export default function OrdersByYearAndQuarter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        pivotingColDef={pivotingColDef}
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'country' }],
              columns: [
                { field: 'orderDate-year', sort: 'asc' },
                { field: 'orderDate-quarter', sort: 'asc' },
              ],
              values: [{ field: 'amount', aggFunc: 'sum' }],
            },
          },
        }}
      />
    </Box>
  );
}
