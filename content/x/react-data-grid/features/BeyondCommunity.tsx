import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, city: 'Oslo', country: 'Norway', population: 717710, area: 454 },
  { id: 2, city: 'Bergen', country: 'Norway', population: 291940, area: 465 },
  { id: 3, city: 'Stavanger', country: 'Norway', population: 148681, area: 262 },
  { id: 4, city: 'Gothenburg', country: 'Sweden', population: 604616, area: 448 },
  { id: 5, city: 'Stockholm', country: 'Sweden', population: 984748, area: 188 },
  { id: 6, city: 'Malmö', country: 'Sweden', population: 362133, area: 158 },
  { id: 7, city: 'Aarhus', country: 'Denmark', population: 367095, area: 91 },
  { id: 8, city: 'Copenhagen', country: 'Denmark', population: 660842, area: 88 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', width: 160 },
  { field: 'country', headerName: 'Country', width: 160 },
  { field: 'population', headerName: 'Population', type: 'number', width: 150 },
  { field: 'area', headerName: 'Area (km²)', type: 'number', width: 140 },
];

export default function BeyondCommunity() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        aria-label="Nordic cities"
        initialState={{
          pinnedColumns: { left: ['city'] },
          sorting: {
            sortModel: [
              { field: 'country', sort: 'asc' },
              { field: 'population', sort: 'desc' },
            ],
          },
        }}
      />
    </Box>
  );
}
