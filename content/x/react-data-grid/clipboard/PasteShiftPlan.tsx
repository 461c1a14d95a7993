import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

type Shift = 'Early' | 'Late' | 'Night' | 'Off';

interface PlanRow {
  id: number;
  person: string;
  monday: Shift;
  tuesday: Shift;
  wednesday: Shift;
  thursday: Shift;
}

const shifts: Shift[] = ['Early', 'Late', 'Night', 'Off'];

const dayColumn = (field: keyof PlanRow, headerName: string): GridColDef<PlanRow> => ({
  field,
  headerName,
  width: 115,
  editable: true,
  type: 'singleSelect',
  valueOptions: shifts,
});

const columns: GridColDef<PlanRow>[] = [
  { field: 'person', headerName: 'Person', width: 130 },
  dayColumn('monday', 'Monday'),
  dayColumn('tuesday', 'Tuesday'),
  dayColumn('wednesday', 'Wednesday'),
  dayColumn('thursday', 'Thursday'),
];

const initialRows: PlanRow[] = [
  { id: 1, person: 'Amara', monday: 'Early', tuesday: 'Off', wednesday: 'Off', thursday: 'Off' },
  { id: 2, person: 'Bruno', monday: 'Late', tuesday: 'Off', wednesday: 'Off', thursday: 'Off' },
  { id: 3, person: 'Chen', monday: 'Night', tuesday: 'Off', wednesday: 'Off', thursday: 'Off' },
  { id: 4, person: 'Dagny', monday: 'Off', tuesday: 'Off', wednesday: 'Off', thursday: 'Off' },
];

// A pasted word that is not a shift would leave an invalid value in a single-select column.
const toShift = (row: PlanRow): PlanRow => {
  const fix = (value: string): Shift => (shifts.includes(value as Shift) ? (value as Shift) : 'Off');
  return { ...row, monday: fix(row.monday), tuesday: fix(row.tuesday), wednesday: fix(row.wednesday), thursday: fix(row.thursday) };
};

export default function PasteShiftPlan() {
  const [status, setStatus] = React.useState('Copy a block of cells, then paste it somewhere else in the plan.');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGridPremium
          rows={initialRows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          hideFooter
          processRowUpdate={(newRow: PlanRow) => toShift(newRow)}
          onClipboardPasteEnd={({ newRows }) => setStatus(`Pasted into ${newRows.size} ${newRows.size === 1 ? 'row' : 'rows'}.`)}
        />
      </Box>
      <Alert severity="info" role="status" sx={{ mt: 2 }}>
        {status}
      </Alert>
    </Box>
  );
}
