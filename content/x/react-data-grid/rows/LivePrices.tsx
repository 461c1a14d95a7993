import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'fruit', headerName: 'Fruit', flex: 1 },
  { field: 'price', headerName: 'Price per kg (€)', type: 'number', width: 160 },
];

const initialRows = [
  { id: 1, fruit: 'Apples', price: 2.4 },
  { id: 2, fruit: 'Pears', price: 2.9 },
  { id: 3, fruit: 'Plums', price: 3.6 },
];

export default function LivePrices() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.updateRows([{ id: 1, price: 2.6 }])}>
          Reprice apples
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.updateRows([{ id: 4, fruit: 'Quinces', price: 4.1 }])}>
          Add quinces
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.updateRows([{ id: 2, _action: 'delete' }])}>
          Remove pears
        </Button>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid apiRef={apiRef} rows={initialRows} columns={columns} aria-label="Market prices" hideFooter />
      </Box>
    </Box>
  );
}
