import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, useGridApiRef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'route', headerName: 'Route', width: 110 },
  { field: 'from', headerName: 'From', flex: 1, minWidth: 120 },
  { field: 'to', headerName: 'To', flex: 1, minWidth: 120 },
  { field: 'departure', headerName: 'Departure', width: 120 },
  { field: 'platform', headerName: 'Platform', type: 'number', width: 110 },
];

const rows = [
  { id: 1, route: 'IC 512', from: 'Utrecht', to: 'Groningen', departure: '08:04', platform: 5 },
  { id: 2, route: 'RE 7', from: 'Basel', to: 'Zürich', departure: '08:11', platform: 9 },
  { id: 3, route: 'TGV 6203', from: 'Lyon', to: 'Marseille', departure: '08:26', platform: 2 },
  { id: 4, route: 'S 41', from: 'Köln', to: 'Bonn', departure: '08:32', platform: 11 },
  { id: 5, route: 'AV 3071', from: 'Madrid', to: 'Sevilla', departure: '08:45', platform: 14 },
  { id: 6, route: 'R 22', from: 'Gent', to: 'Brugge', departure: '08:58', platform: 3 },
];

export default function KeyboardNavigation() {
  const apiRef = useGridApiRef();
  const [position, setPosition] = React.useState('Click a cell, then use the arrow keys.');

  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('cellFocusIn', (params) => {
        const rowNumber = apiRef.current!.getRowIndexRelativeToVisibleRows(params.id) + 1;
        setPosition(`Row ${rowNumber}, ${params.colDef.headerName}: ${params.formattedValue ?? params.value}`);
      }),
    [apiRef],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="departures-heading" variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 500 }}>
        Morning departures
      </Typography>
      <Box sx={{ height: 370 }}>
        <DataGrid apiRef={apiRef} aria-labelledby="departures-heading" rows={rows} columns={columns} hideFooter />
      </Box>
      <Typography role="status" variant="body2" sx={{ mt: 1 }}>
        {position}
      </Typography>
    </Box>
  );
}
