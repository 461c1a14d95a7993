import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Café Lumière', district: 'Old Town', cuisine: 'French bakery', rating: 4.6 },
  { id: 2, name: 'Noodle Harbour', district: 'Docklands', cuisine: 'Cantonese', rating: 4.2 },
  { id: 3, name: 'La Pequeña Cocina', district: 'Old Town', cuisine: 'Spanish tapas', rating: 4.8 },
  { id: 4, name: 'Green Fork', district: 'University', cuisine: 'Vegetarian', rating: 4.1 },
  { id: 5, name: 'Smokestack BBQ', district: 'Docklands', cuisine: 'Barbecue', rating: 3.9 },
  { id: 6, name: 'Cafe Nord', district: 'University', cuisine: 'Scandinavian café', rating: 4.4 },
  { id: 7, name: 'Spice Route', district: 'Riverside', cuisine: 'Indian', rating: 4.7 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Restaurant', flex: 1, minWidth: 170 },
  { field: 'district', headerName: 'District', width: 130 },
  { field: 'cuisine', headerName: 'Cuisine', width: 170 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];

export default function QuickFilterSearch() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Restaurants" showToolbar ignoreDiacritics />
    </Box>
  );
}
