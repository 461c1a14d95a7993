import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { useDemoData } from '@mui/x-data-grid-generator';

const visibleFields = ['avatar', 'name', 'position', 'company', 'country', 'dateCreated', 'isAdmin', 'salary', 'rating'];

export default function OverviewGrid() {
  const { data, loading } = useDemoData({ dataSet: 'Employee', rowLength: 500, visibleFields });

  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid {...data} loading={loading} aria-label="Employees" showToolbar checkboxSelection disableRowSelectionOnClick />
    </Box>
  );
}
