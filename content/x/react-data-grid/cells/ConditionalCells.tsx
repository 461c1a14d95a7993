import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'Reykjavík', jan: -1, jul: 12 },
  { id: 2, city: 'Madrid', jan: 6, jul: 26 },
  { id: 3, city: 'Helsinki', jan: -4, jul: 18 },
  { id: 4, city: 'Athens', jan: 10, jul: 29 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'jan', headerName: 'January (°C)', type: 'number', width: 140 },
  { field: 'jul', headerName: 'July (°C)', type: 'number', width: 140 },
];

// One function styles every temperature cell from its value.
const temperatureClass = (params: GridCellParams) => {
  if (typeof params.value !== 'number') return '';
  if (params.value < 0) return 'freezing';
  return params.value >= 25 ? 'hot' : '';
};

export default function ConditionalCells() {
  return (
    <Box
      sx={{
        height: 300,
        width: '100%',
        '& .freezing': { bgcolor: 'info.main', color: 'info.contrastText' },
        '& .hot': { bgcolor: 'error.main', color: 'error.contrastText' },
      }}
    >
      <DataGrid rows={rows} columns={columns} aria-label="Average temperatures" getCellClassName={temperatureClass} hideFooter />
    </Box>
  );
}
