import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef, gridExpandedSortedRowIdsSelector, gridPaginationModelSelector, useGridApiRef } from '@mui/x-data-grid';

const airlines = ['AZ', 'BA', 'IB', 'KL', 'LH', 'OS', 'SK', 'TP'];
const cities = ['Lisbon', 'Oslo', 'Vienna', 'Madrid', 'Rome', 'Dublin', 'Prague', 'Athens', 'Zurich'];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'gate', headerName: 'Gate', width: 90 },
  { field: 'departure', headerName: 'Departure', width: 110 },
];

const rows = Array.from({ length: 300 }, (_, index) => ({
  id: `${airlines[index % airlines.length]}${100 + index * 3}`,
  destination: cities[(index * 5) % cities.length],
  gate: `${'ABC'[index % 3]}${(index % 24) + 1}`,
  departure: `${String(6 + Math.floor(index / 20)).padStart(2, '0')}:${String((index * 3) % 60).padStart(2, '0')}`,
}));

export default function JumpToRow() {
  const apiRef = useGridApiRef();
  const [flight, setFlight] = React.useState('SK550');
  const [error, setError] = React.useState('');

  const jump = (event: React.FormEvent) => {
    event.preventDefault();
    const id = flight.trim().toUpperCase();
    const api = apiRef.current;
    if (!api || !api.getRow(id)) {
      setError(`No flight ${id} on this board`);
      return;
    }
    // scrollToIndexes counts rows across all pages, in displayed order (after sorting and filtering).
    const rowIndex = gridExpandedSortedRowIdsSelector(apiRef).indexOf(id);
    if (rowIndex < 0) {
      setError(`Flight ${id} is hidden by the current filter`);
      return;
    }
    setError('');
    const { page, pageSize } = gridPaginationModelSelector(apiRef);
    const targetPage = Math.floor(rowIndex / pageSize);
    const reveal = () => {
      api.scrollToIndexes({ rowIndex });
      api.setCellFocus(id, 'destination');
      api.selectRow(id, true, true);
    };
    if (targetPage === page) {
      reveal();
    } else {
      api.setPage(targetPage);
      // The rows of the new page are laid out on the next frame; the scroll target must exist first.
      requestAnimationFrame(reveal);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack component="form" direction="row" spacing={1} onSubmit={jump} sx={{ mb: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label="Flight number"
          value={flight}
          onChange={(event) => setFlight(event.target.value)}
          error={error !== ''}
          helperText={error || 'Try OS115, SK550 or LH880'}
        />
        <Button type="submit" variant="contained">
          Go to flight
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooterSelectedRowCount
          initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
          pageSizeOptions={[25, 50, 100]}
        />
      </Box>
    </Box>
  );
}
