import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';

const rows = [
  { id: 1, runner: 'Amina Diallo', club: 'Harbour Striders', time: 2483 },
  { id: 2, runner: 'Jonas Weber', club: 'Riverside AC', time: 2411 },
  { id: 3, runner: 'Lucía Romero', club: 'Harbour Striders', time: 2569 },
  { id: 4, runner: 'Kenji Sato', club: 'Northgate Runners', time: 2398 },
  { id: 5, runner: 'Maeve Byrne', club: 'Riverside AC', time: 2502 },
];

const formatTime = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

const columns: GridColDef[] = [
  { field: 'runner', headerName: 'Runner', flex: 1 },
  { field: 'club', headerName: 'Club', width: 180 },
  { field: 'time', headerName: '10 km time', type: 'number', width: 130, valueFormatter: (value: number) => formatTime(value) },
];

export default function ControlledSortModel() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'time', sort: 'asc' }]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setSortModel([{ field: 'time', sort: 'asc' }])}>
          Fastest first
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSortModel([{ field: 'runner', sort: 'asc' }])}>
          By name
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSortModel([])}>
          Entry order
        </Button>
        <Typography variant="body2" component="code" data-testid="sort-model">
          {JSON.stringify(sortModel)}
        </Typography>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid rows={rows} columns={columns} aria-label="Race results" sortModel={sortModel} onSortModelChange={setSortModel} />
      </Box>
    </Stack>
  );
}
