import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

const MONTHS = ['jan', 'feb', 'mar', 'apr'] as const;
const rows = ['Lisbon', 'Madrid', 'Rome', 'Athens', 'Valletta'].map((city, index) => ({
  id: index,
  city,
  ...Object.fromEntries(MONTHS.map((month, m) => [month, 12 + ((index * 5 + m * 3) % 9)])),
}));

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', width: 130 },
  ...MONTHS.map((month) => ({ field: month, headerName: `${month[0]!.toUpperCase()}${month.slice(1)} (°C)`, type: 'number' as const, width: 110 })),
];

export default function CellRangeSelection() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} aria-label="Average highs" cellSelection disableRowSelectionOnClick />
    </Box>
  );
}
