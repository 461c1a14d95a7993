import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 180 },
  { field: 'person', headerName: 'Person', width: 110 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 110 },
  {
    field: 'rate',
    headerName: 'Hourly rate',
    type: 'number',
    width: 140,
    valueFormatter: (value: number | null) => (value == null ? '' : currency.format(value)),
  },
  { field: 'billable', headerName: 'Billable', type: 'boolean', width: 120 },
  {
    field: 'day',
    headerName: 'Day',
    type: 'date',
    width: 130,
    valueGetter: (value: string) => new Date(`${value}T12:00:00Z`),
  },
];

const rows = [
  { id: 1, task: 'Kick-off workshop', person: 'Ines', hours: 3, rate: 120, billable: true, day: '2025-03-03' },
  { id: 2, task: 'Content inventory', person: 'Marek', hours: 6.5, rate: 95, billable: true, day: '2025-03-04' },
  { id: 3, task: 'Internal review', person: 'Ines', hours: 1.5, rate: 120, billable: false, day: '2025-03-05' },
  { id: 4, task: 'Wireframes', person: 'Yuki', hours: 8, rate: 105, billable: true, day: '2025-03-06' },
  { id: 5, task: 'Team training', person: 'Marek', hours: 2, rate: 95, billable: false, day: '2025-03-07' },
  { id: 6, task: 'Usability test', person: 'Yuki', hours: 4, rate: 105, billable: true, day: '2025-03-10' },
];

export default function TimesheetTotals() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          aggregation: { model: { hours: 'sum', rate: 'avg', billable: 'sizeTrue', day: 'max' } },
        }}
      />
    </Box>
  );
}
