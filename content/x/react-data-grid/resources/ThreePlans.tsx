import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { DataGridPremium } from '@mui/x-data-grid-premium';

type Plan = 'mit' | 'pro' | 'premium';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 120 },
];

const rows = [
  { id: 1, name: 'Amira Haddad', department: 'Engineering', office: 'Berlin', salary: 98_000 },
  { id: 2, name: 'Lucas Moreau', department: 'Sales', office: 'Paris', salary: 71_000 },
  { id: 3, name: 'Priya Raman', department: 'Engineering', office: 'Toronto', salary: 104_000 },
  { id: 4, name: 'Tom Becker', department: 'Support', office: 'Berlin', salary: 56_000 },
  { id: 5, name: 'Yara Costa', department: 'Sales', office: 'Lisbon', salary: 68_000 },
  { id: 6, name: 'Kenji Sato', department: 'Engineering', office: 'Berlin', salary: 91_000 },
];

const notes: Record<Plan, string> = {
  mit: 'DataGrid (MIT): sorting on one column, filtering, pagination, selection, CSV export.',
  pro: 'DataGridPro: the name column is pinned to the left, and Shift+click on a second header adds a sort level.',
  premium: 'DataGridPremium: rows grouped by department, with the salaries summed per group.',
};

export default function ThreePlans() {
  const [plan, setPlan] = React.useState<Plan>('mit');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup size="small" exclusive value={plan} onChange={(_, value: Plan | null) => value && setPlan(value)} aria-label="Plan" sx={{ mb: 1 }}>
        <ToggleButton value="mit">MIT</ToggleButton>
        <ToggleButton value="pro">Pro</ToggleButton>
        <ToggleButton value="premium">Premium</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, minHeight: 40 }}>
        {notes[plan]}
      </Typography>
      <Box sx={{ height: 380 }}>
        {plan === 'mit' && <DataGrid rows={rows} columns={columns} hideFooter />}
        {plan === 'pro' && (
          <DataGridPro rows={rows} columns={columns} hideFooter initialState={{ pinnedColumns: { left: ['name'] } }} />
        )}
        {plan === 'premium' && (
          <DataGridPremium
            rows={rows}
            columns={columns}
            hideFooter
            defaultGroupingExpansionDepth={-1}
            initialState={{
              rowGrouping: { model: ['department'] },
              aggregation: { model: { salary: 'sum' } },
              columns: { columnVisibilityModel: { department: false } },
            }}
          />
        )}
      </Box>
    </Box>
  );
}
