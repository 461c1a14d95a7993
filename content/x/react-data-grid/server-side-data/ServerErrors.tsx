import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridDataSource, useGridApiRef } from '@mui/x-data-grid';

const shipments = Array.from({ length: 40 }, (_, index) => ({
  id: `SHP-${String(5100 + index)}`,
  destination: ['Rotterdam', 'Gdańsk', 'Valencia', 'Piraeus', 'Hamburg'][index % 5],
  containers: 2 + ((index * 7) % 19),
}));

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Shipment', width: 130 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'containers', headerName: 'Containers', type: 'number', width: 120 },
];

export default function ServerErrors() {
  const apiRef = useGridApiRef();
  const serverDown = React.useRef(false);
  const [down, setDown] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: ({ paginationModel }) =>
        new Promise((resolve, reject) => {
          setTimeout(() => {
            if (serverDown.current) {
              reject(new Error('503 Service Unavailable: the shipment service is restarting.'));
              return;
            }
            setError(null);
            const page = paginationModel?.page ?? 0;
            const pageSize = paginationModel?.pageSize ?? 10;
            resolve({ rows: shipments.slice(page * pageSize, (page + 1) * pageSize), rowCount: shipments.length });
          }, 400);
        }),
    }),
    [],
  );

  const toggleServer = (event: React.ChangeEvent<HTMLInputElement>) => {
    serverDown.current = event.target.checked;
    setDown(event.target.checked);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel control={<Switch checked={down} onChange={toggleServer} />} label="Server is down" />
        <Button variant="outlined" onClick={() => apiRef.current?.dataSource.fetchRows(undefined, { skipCache: true })}>
          Refresh
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          pageSizeOptions={[10]}
          onDataSourceError={(failure) => setError(`Could not load shipments. ${failure.cause?.message ?? failure.message}`)}
        />
      </Box>
    </Box>
  );
}
