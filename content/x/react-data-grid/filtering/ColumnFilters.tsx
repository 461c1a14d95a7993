import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'Zürich', country: 'Switzerland', population: 421878, capital: false },
  { id: 2, city: 'Bern', country: 'Switzerland', population: 134591, capital: true },
  { id: 3, city: 'Lyon', country: 'France', population: 522250, capital: false },
  { id: 4, city: 'Paris', country: 'France', population: 2102650, capital: true },
  { id: 5, city: 'Graz', country: 'Austria', population: 298512, capital: false },
  { id: 6, city: 'Vienna', country: 'Austria', population: 1982097, capital: true },
  { id: 7, city: 'Kraków', country: 'Poland', population: 804237, capital: false },
  { id: 8, city: 'Warsaw', country: 'Poland', population: 1861599, capital: true },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'population', headerName: 'Population', type: 'number', width: 140 },
  { field: 'capital', headerName: 'Capital', type: 'boolean', width: 110 },
];

export default function ColumnFilters() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="European cities"
        showToolbar
        initialState={{ filter: { filterModel: { items: [{ field: 'population', operator: '>', value: 500000 }] } } }}
      />
    </Box>
  );
}
