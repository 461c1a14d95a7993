import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Shipment {
  id: number;
  shippedAt: Date;
  carrier: string;
  parcels: number;
}

const rows: Shipment[] = [
  { id: 1, shippedAt: new Date(2025, 0, 7), carrier: 'Rapid Post', parcels: 12 },
  { id: 2, shippedAt: new Date(2025, 0, 21), carrier: 'Northline', parcels: 4 },
  { id: 3, shippedAt: new Date(2025, 1, 3), carrier: 'Rapid Post', parcels: 9 },
  { id: 4, shippedAt: new Date(2025, 1, 18), carrier: 'Northline', parcels: 15 },
  { id: 5, shippedAt: new Date(2025, 1, 27), carrier: 'Cargo Bay', parcels: 6 },
  { id: 6, shippedAt: new Date(2025, 2, 11), carrier: 'Rapid Post', parcels: 21 },
];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const columns: GridColDef<Shipment>[] = [
  {
    field: 'shippedAt',
    headerName: 'Shipped',
    type: 'date',
    width: 150,
    // Group by month, while the leaf rows keep their full date.
    groupingValueGetter: (value: Date) => `${MONTHS[value.getMonth()]} ${value.getFullYear()}`,
  },
  { field: 'carrier', headerName: 'Carrier', flex: 1 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 110 },
];

export default function GroupByMonth() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aria-label="Shipments by month"
        defaultGroupingExpansionDepth={-1}
        initialState={{ rowGrouping: { model: ['shippedAt'] } }}
      />
    </Box>
  );
}
