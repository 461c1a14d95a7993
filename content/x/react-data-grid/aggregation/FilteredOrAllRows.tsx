import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

const columns: GridColDef[] = [
  { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', width: 140 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 140,
    valueFormatter: (value: number | null) => (value == null ? '' : euro.format(value)),
  },
];

const rows = [
  { id: 1, supplier: 'Nordlicht Energie', category: 'Utilities', amount: 1840 },
  { id: 2, supplier: 'Papeterie Dupont', category: 'Office', amount: 212.4 },
  { id: 3, supplier: 'Kaffee Kontor', category: 'Office', amount: 96.5 },
  { id: 4, supplier: 'Stadtwerke Wasser', category: 'Utilities', amount: 310 },
  { id: 5, supplier: 'Cloudhaus', category: 'Software', amount: 1260 },
  { id: 6, supplier: 'Bürowelt', category: 'Office', amount: 480.1 },
  { id: 7, supplier: 'Telekabel', category: 'Utilities', amount: 89.9 },
];

export default function FilteredOrAllRows() {
  const [allRows, setAllRows] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={allRows} onChange={(event) => setAllRows(event.target.checked)} />}
        label="Include rows hidden by the filter"
      />
      <Box sx={{ height: 390 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          showToolbar
          aggregationRowsScope={allRows ? 'all' : 'filtered'}
          initialState={{ aggregation: { model: { amount: 'sum', supplier: 'size' } } }}
        />
      </Box>
    </Box>
  );
}
