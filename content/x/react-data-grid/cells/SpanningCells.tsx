import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Line {
  id: number | string;
  item: string;
  quantity?: number;
  unitPrice?: number;
  total: number;
}

const items: Line[] = [
  { id: 1, item: 'Printer paper, A4, 5 reams', quantity: 2, unitPrice: 21.5, total: 43 },
  { id: 2, item: 'Toner cartridge', quantity: 1, unitPrice: 64, total: 64 },
  { id: 3, item: 'Stapler', quantity: 3, unitPrice: 9.9, total: 29.7 },
];
const rows: Line[] = [...items, { id: 'total', item: 'Total', total: items.reduce((sum, line) => sum + line.total, 0) }];

const isTotal = (row: Line) => row.id === 'total';

const columns: GridColDef<Line>[] = [
  // On the total row, the label spans the item, quantity and unit price columns.
  { field: 'item', headerName: 'Item', flex: 1, colSpan: (_value, row) => (isTotal(row) ? 3 : undefined) },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price (€)', type: 'number', width: 140 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 120, valueFormatter: (value: number) => value.toFixed(2) },
];

export default function SpanningCells() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Invoice lines" hideFooter disableColumnSorting />
    </Box>
  );
}
