import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';

const TOTAL = 5000;
const levels = ['INFO', 'INFO', 'INFO', 'WARN', 'INFO', 'ERROR'];
const services = ['auth', 'billing', 'search', 'mailer'];

// Any row of the log can be computed from its index, which stands in for a database query.
const entry = (index: number) => ({
  id: index + 1,
  time: `${String(Math.floor(index / 3600) % 24).padStart(2, '0')}:${String(Math.floor(index / 60) % 60).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}`,
  level: levels[(index * 7) % levels.length],
  service: services[(index * 3) % services.length],
  message: `Request ${10_000 + index} handled in ${(index * 13) % 400} ms`,
});

const columns: GridColDef[] = [
  { field: 'id', headerName: '#', width: 80 },
  { field: 'time', headerName: 'Time', width: 100 },
  { field: 'level', headerName: 'Level', width: 90 },
  { field: 'service', headerName: 'Service', width: 110 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 220, sortable: false },
];

export default function InfiniteLog() {
  const [fetched, setFetched] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: ({ start, end }) => {
        const first = Number(start);
        setFetched((previous) => [...previous, `${first + 1}–${end + 1}`]);
        return new Promise((resolve) => {
          setTimeout(() => {
            const rows = Array.from({ length: Math.max(0, Math.min(end, TOTAL - 1) - first + 1) }, (_, offset) => entry(first + offset));
            resolve({ rows, rowCount: TOTAL });
          }, 300);
        });
      },
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPro columns={columns} dataSource={dataSource} lazyLoading density="compact" hideFooter disableColumnSorting />
      </Box>
      <Typography variant="body2" data-testid="fetched-blocks" sx={{ mt: 1 }}>
        {fetched.length} {fetched.length === 1 ? 'block' : 'blocks'} fetched: {fetched.slice(-4).join(', ')}
      </Typography>
    </Box>
  );
}
