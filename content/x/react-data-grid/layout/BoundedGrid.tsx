import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const TASKS = ['Write release notes', 'Review the pricing page', 'Update screenshots', 'Translate the changelog', 'Check broken links', 'Plan the webinar', 'Reply to feedback'];

const columns: GridColDef[] = [
  { field: 'id', headerName: '#', width: 70 },
  { field: 'task', headerName: 'Task', flex: 1 },
];

export default function BoundedGrid() {
  const [rows, setRows] = React.useState([{ id: 1, task: TASKS[0] }]);

  const addTask = () => setRows((current) => [...current, { id: current.length + 1, task: TASKS[current.length % TASKS.length] }]);

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" onClick={addTask} sx={{ mb: 1 }}>
        Add a task
      </Button>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 200, maxHeight: 400 }}>
        <DataGrid rows={rows} columns={columns} aria-label="Tasks" hideFooter />
      </Box>
    </Box>
  );
}
