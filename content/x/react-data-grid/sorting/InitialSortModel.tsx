import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 'FR-204', city: 'Lyon', temperature: 18.4, humidity: 62 },
  { id: 'PT-118', city: 'Porto', temperature: 21.9, humidity: 71 },
  { id: 'NO-031', city: 'Bergen', temperature: 11.2, humidity: 84 },
  { id: 'ES-507', city: 'Seville', temperature: 29.6, humidity: 38 },
  { id: 'IT-092', city: 'Turin', temperature: 19.8, humidity: 55 },
  { id: 'PL-240', city: 'Gdańsk', temperature: 14.1, humidity: 77 },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Station', width: 110 },
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 160 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
];

export default function InitialSortModel() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Weather stations, warmest first"
        initialState={{ sorting: { sortModel: [{ field: 'temperature', sort: 'desc' }] } }}
      />
    </Box>
  );
}
