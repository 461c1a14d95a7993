import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, gridClasses } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'part', headerName: 'Part', flex: 1, minWidth: 150 },
  { field: 'bin', headerName: 'Bin', width: 90 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100 },
  { field: 'reorderAt', headerName: 'Reorder at', type: 'number', width: 120 },
];

const rows = [
  { id: 1, part: 'M6 hex bolt', bin: 'A-01', stock: 1200, reorderAt: 300 },
  { id: 2, part: 'M6 nut', bin: 'A-02', stock: 0, reorderAt: 300 },
  { id: 3, part: 'Spring washer', bin: 'A-03', stock: 450, reorderAt: 200 },
  { id: 4, part: 'Cable tie, 200 mm', bin: 'B-11', stock: 80, reorderAt: 100 },
  { id: 5, part: 'Hinge, brass', bin: 'C-07', stock: 36, reorderAt: 20 },
  { id: 6, part: 'Wood screw 4×40', bin: 'C-09', stock: 2600, reorderAt: 500 },
];

export default function StyledWithSx() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        getRowClassName={(params) => (params.indexRelativeToCurrentPage % 2 === 0 ? 'even' : 'odd')}
        sx={{
          borderRadius: 2,
          [`& .${gridClasses.columnHeader}`]: { bgcolor: 'primary.main', color: 'primary.contrastText' },
          [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em', fontSize: 13 },
          [`& .${gridClasses.columnHeader} .${gridClasses.iconButtonContainer} button`]: { color: 'inherit' },
          [`& .${gridClasses.row}.odd`]: { bgcolor: 'action.hover' },
          [`& .${gridClasses.row}:hover`]: { bgcolor: 'action.selected' },
          [`& .${gridClasses.cell}:focus, & .${gridClasses.cell}:focus-within`]: { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: -2 },
        }}
      />
    </Box>
  );
}
