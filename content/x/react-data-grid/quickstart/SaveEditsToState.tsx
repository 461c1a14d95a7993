import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface StockCount {
  id: number;
  item: string;
  unit: string;
  counted: number;
  parLevel: number;
}

const initialRows: StockCount[] = [
  { id: 1, item: 'Espresso beans', unit: 'kg', counted: 12, parLevel: 10 },
  { id: 2, item: 'Oat milk', unit: 'carton', counted: 18, parLevel: 24 },
  { id: 3, item: 'Whole milk', unit: 'litre', counted: 30, parLevel: 36 },
  { id: 4, item: 'Paper cups (12 oz)', unit: 'sleeve', counted: 9, parLevel: 6 },
  { id: 5, item: 'Croissants', unit: 'tray', counted: 3, parLevel: 4 },
  { id: 6, item: 'Chai concentrate', unit: 'bottle', counted: 5, parLevel: 4 },
];

const columns: GridColDef<StockCount>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 170 },
  { field: 'unit', headerName: 'Unit', width: 100 },
  { field: 'counted', headerName: 'Counted', type: 'number', width: 110, editable: true },
  { field: 'parLevel', headerName: 'Par level', type: 'number', width: 110, editable: true },
];

export default function SaveEditsToState() {
  const [rows, setRows] = React.useState(initialRows);
  const [message, setMessage] = React.useState<{ severity: 'success' | 'error'; text: string }>({
    severity: 'success',
    text: 'Double-click a number to change it.',
  });

  // Called when the user commits a row edit. Return the row to keep, or throw to cancel.
  const processRowUpdate = React.useCallback((newRow: StockCount, oldRow: StockCount) => {
    if (!Number.isInteger(newRow.counted) || newRow.counted < 0 || !Number.isInteger(newRow.parLevel) || newRow.parLevel < 0) {
      throw new Error(`${oldRow.item}: counts must be whole numbers, zero or more.`);
    }
    setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
    const changes = [
      newRow.counted !== oldRow.counted && `counted ${oldRow.counted} → ${newRow.counted}`,
      newRow.parLevel !== oldRow.parLevel && `par level ${oldRow.parLevel} → ${newRow.parLevel}`,
    ].filter(Boolean);
    setMessage({
      severity: 'success',
      text: `Saved ${newRow.item}: ${changes.length > 0 ? changes.join(', ') : 'no change'}.`,
    });
    return newRow;
  }, []);

  const handleError = React.useCallback((error: Error) => {
    setMessage({ severity: 'error', text: error.message });
  }, []);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          aria-label="Café stock count"
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={handleError}
        />
      </Box>
      <Alert severity={message.severity} aria-live="polite">
        {message.text}
      </Alert>
    </Stack>
  );
}
