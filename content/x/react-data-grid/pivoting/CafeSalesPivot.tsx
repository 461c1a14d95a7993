import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'cafe', headerName: 'Café', width: 140 },
  { field: 'drink', headerName: 'Drink', width: 130 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'cups', headerName: 'Cups', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 130 },
];

const cafes = ['Canal Street', 'Hilltop', 'Station'];
const drinks = ['Espresso', 'Flat white', 'Chai latte'];
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const prices: Record<string, number> = { Espresso: 2.5, 'Flat white': 3.8, 'Chai latte': 4.2 };

// One row per café, drink and quarter: the flat table a point-of-sale export would give.
const rows = cafes.flatMap((cafe, cafeIndex) =>
  drinks.flatMap((drink, drinkIndex) =>
    quarters.map((quarter, quarterIndex) => {
      const cups = 900 + cafeIndex * 310 + drinkIndex * 170 + ((quarterIndex * 230 + cafeIndex * 137 + drinkIndex * 61) % 400);
      return {
        id: `${cafe}-${drink}-${quarter}`,
        cafe,
        drink,
        quarter,
        cups,
        revenue: Math.round(cups * prices[drink]),
      };
    }),
  ),
);

export default function CafeSalesPivot() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'cafe' }],
              columns: [{ field: 'quarter', sort: 'asc' }],
              values: [{ field: 'revenue', aggFunc: 'sum' }],
            },
          },
        }}
      />
    </Box>
  );
}
