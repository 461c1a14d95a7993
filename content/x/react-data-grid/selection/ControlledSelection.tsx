import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';

const rows = [
  { id: 1, email: 'ana.silva@example.com', subscribed: true },
  { id: 2, email: 'bo.lindqvist@example.com', subscribed: false },
  { id: 3, email: 'cyrus.amini@example.com', subscribed: true },
  { id: 4, email: 'dara.okafor@example.com', subscribed: true },
  { id: 5, email: 'eun-ji.park@example.com', subscribed: false },
];

const columns: GridColDef[] = [
  { field: 'email', headerName: 'Email', flex: 1 },
  { field: 'subscribed', headerName: 'Subscribed', type: 'boolean', width: 130 },
];

export default function ControlledSelection() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set([1]) });
  const subscribed = rows.filter((row) => row.subscribed).length;
  // With "select all", the model lists the rows left out instead of those chosen.
  const count = selection.type === 'include' ? selection.ids.size : subscribed - selection.ids.size;

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="recipient-count">
        {count} recipient{count === 1 ? '' : 's'} selected ({selection.type} model)
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          aria-label="Newsletter recipients"
          checkboxSelection
          isRowSelectable={(params) => params.row.subscribed}
          rowSelectionModel={selection}
          onRowSelectionModelChange={(model) => setSelection(model)}
        />
      </Box>
    </Box>
  );
}
