import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, flight: 'LX 318', destination: 'London', gate: 'A12', delay: 0 },
  { id: 2, flight: 'AF 1115', destination: 'Paris', gate: 'B4', delay: 25 },
  { id: 3, flight: 'LH 1191', destination: 'Frankfurt', gate: 'A7', delay: 5 },
  { id: 4, flight: 'KL 1958', destination: 'Amsterdam', gate: 'B9', delay: 0 },
  { id: 5, flight: 'OS 562', destination: 'Vienna', gate: 'A3', delay: 40 },
  { id: 6, flight: 'IB 3473', destination: 'Madrid', gate: 'B2', delay: 10 },
  { id: 7, flight: 'LX 1612', destination: 'Vienna', gate: 'A14', delay: 0 },
];

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 120 },
  { field: 'destination', headerName: 'Destination', flex: 1 },
  { field: 'gate', headerName: 'Gate', width: 100 },
  { field: 'delay', headerName: 'Delay (min)', type: 'number', width: 130 },
];

export default function HeaderFilters() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        aria-label="Departures"
        headerFilters
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'gate', operator: 'startsWith', value: 'A' },
                { id: 2, field: 'delay', operator: '>', value: 0 },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
