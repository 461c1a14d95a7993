import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: string;
  name: string;
  price: number;
}

const rows: Product[] = [
  { id: 'SKU-100', name: 'Ceramic mug', price: 14 },
  { id: 'SKU-101', name: 'Linen apron', price: 32 },
  { id: 'SKU-102', name: 'Oak chopping board', price: 45 },
];

/** A pretend server that refuses prices above 500, after a delay. */
function saveProduct(product: Product): Promise<Product> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (product.price > 500) reject(new Error(`The shop refuses a price of ${product.price} for ${product.name}.`));
      else resolve(product);
    }, 400);
  });
}

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'SKU', width: 110 },
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    editable: true,
    // An empty name keeps the cell in edit mode, marked as an error.
    preProcessEditCellProps: (params) => ({ ...params.props, error: String(params.props.value ?? '').trim() === '' }),
  },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 130, editable: true },
];

export default function ValidatedSave() {
  const [message, setMessage] = React.useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      {message ? (
        <Alert severity={message.severity} sx={{ mb: 1 }} onClose={() => setMessage(null)}>
          {message.text}
        </Alert>
      ) : null}
      <Box sx={{ height: 280 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          aria-label="Shop products"
          processRowUpdate={async (newRow: Product) => {
            const saved = await saveProduct(newRow);
            setMessage({ severity: 'success', text: `Saved ${saved.name} at ${saved.price} €.` });
            return saved;
          }}
          onProcessRowUpdateError={(error: Error) => setMessage({ severity: 'error', text: error.message })}
        />
      </Box>
    </Box>
  );
}
