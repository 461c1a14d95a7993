import type { ReactNode } from 'react';
import type { GridColDef, GridRowsProp } from '@mui/x-data-grid';

// A workshop's spare-parts shelf: few enough rows to see every change at once.
export const rows: GridRowsProp = [
  { id: 1, part: 'Hex bolt M8', bin: 'A-01', quantity: 240, reorder: false },
  { id: 2, part: 'Washer 8 mm', bin: 'A-02', quantity: 35, reorder: true },
  { id: 3, part: 'Hinge, steel', bin: 'B-11', quantity: 18, reorder: false },
  { id: 4, part: 'Cable tie 200 mm', bin: 'C-04', quantity: 6, reorder: true },
  { id: 5, part: 'Wood screw 4x30', bin: 'A-07', quantity: 510, reorder: false },
];

export const columns: GridColDef[] = [
  { field: 'part', headerName: 'Part', flex: 1, minWidth: 150 },
  { field: 'bin', headerName: 'Bin', width: 90 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'reorder', headerName: 'Reorder', type: 'boolean', width: 100 },
];

export const label = 'Spare parts';

/** The grid fills its parent's height: this frame gives it one. */
export default function GridFrame({ children }: { children: ReactNode }) {
  return <div style={{ height: 340, width: '100%' }}>{children}</div>;
}
