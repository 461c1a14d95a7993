import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

// One column per day of a year: only the columns in view, plus a buffer, exist in the page.
const columns: GridColDef[] = [
  { field: 'sensor', headerName: 'Sensor', width: 120 },
  ...Array.from({ length: 365 }, (_, day) => ({ field: `d${day + 1}`, headerName: `Day ${day + 1}`, type: 'number' as const, width: 90 })),
];

const rows = Array.from({ length: 200 }, (_, index) => {
  const row: Record<string, number | string> = { id: index, sensor: `S-${String(index + 1).padStart(3, '0')}` };
  for (let day = 1; day <= 365; day += 1) row[`d${day}`] = (index * 31 + day * 17) % 100;
  return row;
});

export default function ManyColumns() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} aria-label="Daily sensor readings" pinnedColumns={{ left: ['sensor'] }} columnBufferPx={300} />
    </Box>
  );
}
