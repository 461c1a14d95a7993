import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import { DataGrid, useGridApiContext, type GridColDef, type GridRenderEditCellParams } from '@mui/x-data-grid';

function RatingEditCell({ id, field, value }: GridRenderEditCellParams<{ id: number; book: string; stars: number }, number>) {
  const apiRef = useGridApiContext();
  return (
    <Rating
      name={`stars-${id}`}
      value={value ?? 0}
      autoFocus
      onChange={(_event, newValue) => apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 })}
      sx={{ px: 1 }}
    />
  );
}

const rows = [
  { id: 1, book: 'A Wizard of Earthsea', stars: 5 },
  { id: 2, book: 'The Long Way to a Small, Angry Planet', stars: 4 },
  { id: 3, book: 'Piranesi', stars: 4 },
];

const columns: GridColDef<(typeof rows)[number]>[] = [
  { field: 'book', headerName: 'Book', flex: 1 },
  {
    field: 'stars',
    headerName: 'Your rating',
    width: 180,
    editable: true,
    renderCell: (params) => <Rating readOnly value={params.value ?? 0} size="small" sx={{ px: 1 }} />,
    renderEditCell: (params) => <RatingEditCell {...params} />,
  },
];

export default function CustomEditCell() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Book ratings" />
    </Box>
  );
}
