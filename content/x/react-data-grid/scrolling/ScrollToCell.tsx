import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, useGridApiRef } from '@mui/x-data-grid';

const hours = Array.from({ length: 18 }, (_, index) => `${String(index + 6).padStart(2, '0')}:00`);

const columns: GridColDef[] = [
  { field: 'stop', headerName: 'Stop', width: 150 },
  ...hours.map((hour, index): GridColDef => ({ field: `h${index}`, headerName: hour, width: 90, sortable: false })),
];

const stops = ['Harbour', 'Market Square', 'Old Mill', 'University', 'Riverside', 'Stadium', 'Hospital', 'Airport Road'];

// 96 rows: the community grid shows at most 100 rows per page, and scrollToIndexes only reaches
// rows of the current page.
// Minutes past the hour at which the bus leaves each stop, the same every hour.
const rows = Array.from({ length: 96 }, (_, id) => {
  const row: Record<string, string | number> = { id, stop: `${stops[id % stops.length]} ${Math.floor(id / stops.length) + 1}` };
  hours.forEach((hour, index) => {
    row[`h${index}`] = `${hour.slice(0, 3)}${String((id * 7) % 60).padStart(2, '0')}`;
  });
  return row;
});

export default function ScrollToCell() {
  const apiRef = useGridApiRef();
  const [result, setResult] = React.useState('');

  const scrollTo = (label: string, indexes: { rowIndex?: number; colIndex?: number }) => {
    const moved = apiRef.current?.scrollToIndexes(indexes);
    setResult(`${label}: ${moved ? 'the viewport moved' : 'already in view, nothing moved'}`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={() => scrollTo('Last row', { rowIndex: rows.length - 1 })}>
          Last row
        </Button>
        <Button variant="outlined" onClick={() => scrollTo('Last column', { colIndex: columns.length - 1 })}>
          Last column
        </Button>
        <Button variant="outlined" onClick={() => scrollTo('First cell', { rowIndex: 0, colIndex: 0 })}>
          First cell
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter density="compact" />
      </Box>
      <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: 20 }}>
        {result}
      </Typography>
    </Box>
  );
}
