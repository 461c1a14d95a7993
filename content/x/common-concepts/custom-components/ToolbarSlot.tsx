import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  Toolbar,
  type GridColDef,
  type GridRowsProp,
  type GridSlotProps,
} from '@mui/x-data-grid';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    onAddRow?: () => void;
  }
}

function AddRowToolbar(props: GridSlotProps['toolbar']) {
  return (
    <Toolbar>
      <Button size="small" onClick={props.onAddRow}>
        Add row
      </Button>
    </Toolbar>
  );
}

function EmptyState() {
  return <Box sx={{ p: 3, textAlign: 'center' }}>No tasks yet.</Box>;
}

const columns: GridColDef[] = [{ field: 'title', headerName: 'Task', flex: 1 }];

export default function ToolbarSlot() {
  const [rows, setRows] = React.useState<GridRowsProp>([]);
  const addRow = () =>
    setRows((previous) => [
      ...previous,
      { id: previous.length + 1, title: `Task ${previous.length + 1}` },
    ]);

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ toolbar: AddRowToolbar, noRowsOverlay: EmptyState }}
        slotProps={{ toolbar: { onAddRow: addRow } }}
      />
    </Box>
  );
}
