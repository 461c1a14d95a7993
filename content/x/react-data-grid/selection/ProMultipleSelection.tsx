import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const STAGES = ['Backlog', 'In progress', 'Review', 'Done'];
const rows = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  task: `Task ${String(index + 1).padStart(2, '0')}: ${['Update copy', 'Fix layout', 'Write tests', 'Review PR', 'Plan sprint', 'Tag release'][index % 6]}`,
  stage: STAGES[(index * 3) % STAGES.length],
}));

const columns: GridColDef[] = [
  { field: 'task', headerName: 'Task', flex: 1 },
  { field: 'stage', headerName: 'Stage', width: 140 },
];

export default function ProMultipleSelection() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        aria-label="Sprint tasks"
        pagination
        pageSizeOptions={[8]}
        initialState={{ pagination: { paginationModel: { pageSize: 8, page: 0 } } }}
        checkboxSelection
        checkboxSelectionVisibleOnly
      />
    </Box>
  );
}
