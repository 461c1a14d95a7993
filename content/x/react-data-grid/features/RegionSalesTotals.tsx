import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface StoreSales {
  id: number;
  region: string;
  store: string;
  bikesSold: number;
  revenue: number;
}

const STORES: Array<[region: string, store: string]> = [
  ['North', 'Leeds'],
  ['North', 'Newcastle'],
  ['North', 'York'],
  ['Midlands', 'Birmingham'],
  ['Midlands', 'Nottingham'],
  ['South', 'Brighton'],
  ['South', 'Southampton'],
  ['South', 'Bristol'],
  ['South', 'Oxford'],
  ['London', 'Camden'],
  ['London', 'Hackney'],
];

// Figures derived from each store's position, so the demo is the same on every load.
const rows: StoreSales[] = STORES.map(([region, store], index) => {
  const bikesSold = 40 + ((index * 29) % 75);
  return { id: index + 1, region, store, bikesSold, revenue: bikesSold * (610 + ((index * 47) % 240)) };
});

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

const columns: GridColDef<StoreSales>[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'store', headerName: 'Store', width: 150 },
  { field: 'bikesSold', headerName: 'Bikes sold', type: 'number', width: 130 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 150,
    valueFormatter: (value: number | null) => (value == null ? '' : pounds.format(value)),
  },
];

export default function RegionSalesTotals() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aria-label="Bike sales by store"
        initialState={{
          rowGrouping: { model: ['region'] },
          // The grouping column already names the region, so the source column is hidden.
          columns: { columnVisibilityModel: { region: false } },
          aggregation: { model: { bikesSold: 'sum', revenue: 'sum' } },
        }}
      />
    </Box>
  );
}
