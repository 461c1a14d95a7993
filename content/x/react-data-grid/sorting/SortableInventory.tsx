import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969, price: 14.5, stock: 12 },
  { id: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979, price: 12.99, stock: 4 },
  { id: 3, title: 'Solaris', author: 'Stanisław Lem', year: 1961, price: 11.25, stock: 0 },
  { id: 4, title: 'The Dispossessed', author: 'Ursula K. Le Guin', year: 1974, price: 15.0, stock: 7 },
  { id: 5, title: 'Neuromancer', author: 'William Gibson', year: 1984, price: 13.4, stock: 9 },
  { id: 6, title: 'Parable of the Sower', author: 'Octavia E. Butler', year: 1993, price: 16.2, stock: 3 },
  { id: 7, title: 'Roadside Picnic', author: 'Arkady and Boris Strugatsky', year: 1972, price: 10.8, stock: 5 },
];

const columns: GridColDef<(typeof rows)[number]>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 200 },
  { field: 'year', headerName: 'Published', type: 'number', width: 110, valueFormatter: (value: number) => String(value) },
  { field: 'price', headerName: 'Price', type: 'number', width: 100, valueFormatter: (value: number) => `$${value.toFixed(2)}` },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

export default function SortableInventory() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Bookshop inventory" />
    </Box>
  );
}
