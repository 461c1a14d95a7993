import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, department: 'Support', name: 'Priya Natarajan', startYear: 2019 },
  { id: 2, department: 'Engineering', name: 'Tomás Alvarez', startYear: 2021 },
  { id: 3, department: 'Support', name: 'Hannah Schmidt', startYear: 2016 },
  { id: 4, department: 'Design', name: 'Yusuf Demir', startYear: 2020 },
  { id: 5, department: 'Engineering', name: 'Chloé Martin', startYear: 2015 },
  { id: 6, department: 'Design', name: 'Oluwaseun Bello', startYear: 2018 },
  { id: 7, department: 'Engineering', name: 'Mei Lin', startYear: 2019 },
  { id: 8, department: 'Support', name: 'Erik Johansson', startYear: 2022 },
];

const columns: GridColDef[] = [
  { field: 'department', headerName: 'Department', width: 160 },
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'startYear', headerName: 'Joined', type: 'number', width: 110, valueFormatter: (value: number) => String(value) },
];

export default function MultiColumnSorting() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        aria-label="Staff by department, then by seniority"
        initialState={{
          sorting: {
            sortModel: [
              { field: 'department', sort: 'asc' },
              { field: 'startYear', sort: 'asc' },
            ],
          },
        }}
      />
    </Box>
  );
}
