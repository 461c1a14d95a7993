import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Line', width: 90 },
  { field: 'text', headerName: 'Log message', flex: 1 },
];

const rows = Array.from({ length: 100 }, (_, index) => ({
  id: index + 1,
  text: ['Request received', 'Cache miss', 'Query took 12 ms', 'Response sent'][index % 4],
}));

export default function VirtualizationToggle() {
  const [disabled, setDisabled] = React.useState(false);
  const [renderedRows, setRenderedRows] = React.useState<number | null>(null);
  const container = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    // Counted while the grid draws and scrolls, to show how many rows exist in the page.
    const timer = setInterval(() => setRenderedRows(container.current?.querySelectorAll('.MuiDataGrid-row').length ?? null), 300);
    return () => clearInterval(timer);
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableVirtualization"
      />
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="rendered-rows">
        {renderedRows === null ? 'Counting rows…' : `${renderedRows} rows in the page`}
      </Typography>
      <Box ref={container} sx={{ height: 320 }}>
        <DataGrid rows={rows} columns={columns} aria-label="Server log" disableVirtualization={disabled} hideFooter />
      </Box>
    </Box>
  );
}
