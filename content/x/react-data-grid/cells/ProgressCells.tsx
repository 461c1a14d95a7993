import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  progress: number;
}

function ProgressCell({ value, row }: GridRenderCellParams<Task, number>) {
  const percent = Math.round((value ?? 0) * 100);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress variant="determinate" value={percent} aria-label={`${row.title}: ${percent}% done`} sx={{ flex: 1, height: 8, borderRadius: 4 }} />
      <Box component="span" sx={{ width: 40, textAlign: 'right' }}>
        {percent}%
      </Box>
    </Box>
  );
}

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1 },
  {
    field: 'progress',
    headerName: 'Progress',
    width: 220,
    display: 'flex',
    renderCell: (params) => <ProgressCell {...params} />,
    cellClassName: (params) => ((params.value as number) >= 1 ? 'done' : ''),
  },
];

const rows: Task[] = [
  { id: 1, title: 'Design review', progress: 1 },
  { id: 2, title: 'Build the API', progress: 0.4 },
  { id: 3, title: 'Write the migration guide', progress: 0.75 },
  { id: 4, title: 'Load testing', progress: 0.1 },
];

export default function ProgressCells() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Project tasks" sx={{ '& .done': { color: 'success.main', fontWeight: 600 } }} hideFooter />
    </Box>
  );
}
