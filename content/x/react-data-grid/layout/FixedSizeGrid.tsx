import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, title: 'Dune', author: 'Frank Herbert', year: 1965 },
  { id: 2, title: 'The Dispossessed', author: 'Ursula K. Le Guin', year: 1974 },
  { id: 3, title: 'Kindred', author: 'Octavia E. Butler', year: 1979 },
  { id: 4, title: 'Hyperion', author: 'Dan Simmons', year: 1989 },
  { id: 5, title: 'The Fifth Season', author: 'N. K. Jemisin', year: 2015 },
  { id: 6, title: 'Piranesi', author: 'Susanna Clarke', year: 2020 },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'author', headerName: 'Author', flex: 1 },
  { field: 'year', headerName: 'Year', type: 'number', width: 100, valueFormatter: (value: number) => String(value) },
];

export default function FixedSizeGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Novels" hideFooter />
    </Box>
  );
}
