import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridDataSource } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  stock: number;
}

// The server's copy of the data; edits only count once it has accepted them.
const stored: Product[] = [
  { id: 1, name: 'Linen tea towel', stock: 42 },
  { id: 2, name: 'Enamel mug', stock: 18 },
  { id: 3, name: 'Beeswax candle', stock: 0 },
  { id: 4, name: 'Olive wood spoon', stock: 73 },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160, editable: true },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 120, editable: true },
];

export default function EditOnServer() {
  const [message, setMessage] = React.useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: () => new Promise((resolve) => setTimeout(() => resolve({ rows: stored.map((row) => ({ ...row })), rowCount: stored.length }), 300)),
      updateRow: ({ rowId, updatedRow }) =>
        new Promise((resolve, reject) => {
          setTimeout(() => {
            if (updatedRow.stock < 0) {
              reject(new Error('Stock cannot be negative.'));
              return;
            }
            const index = stored.findIndex((row) => row.id === rowId);
            stored[index] = { ...stored[index], name: updatedRow.name, stock: updatedRow.stock };
            setMessage({ severity: 'success', text: `Saved: ${updatedRow.name}, ${updatedRow.stock} in stock.` });
            resolve(stored[index]);
          }, 400);
        }),
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          hideFooter
          onDataSourceError={(error) => setMessage({ severity: 'error', text: `Not saved. ${error.cause?.message ?? error.message}` })}
        />
      </Box>
      <Alert severity={message?.severity ?? 'info'} role="status" sx={{ mt: 2 }}>
        {message?.text ?? 'Double-click a stock figure, type a new one and press Enter.'}
      </Alert>
    </Box>
  );
}
