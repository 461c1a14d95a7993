import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { DataGridPro, type GridColDef, type GridListViewColDef, useGridApiRef } from '@mui/x-data-grid-pro';

interface Task {
  id: number;
  title: string;
  notes: string;
  done: boolean;
}

const initialRows: Task[] = [
  { id: 1, title: 'Book the venue', notes: 'Two quotes in, waiting for the third.', done: true },
  {
    id: 2,
    title: 'Draft the programme',
    notes: 'Morning: keynote and two talks. Afternoon: workshops in three rooms, each with a facilitator and a note-taker, then a closing panel.',
    done: false,
  },
  { id: 3, title: 'Order badges', notes: 'Print after registration closes.', done: false },
  { id: 4, title: 'Send the speaker brief', notes: 'Include the room plan, the time slots and the video-recording consent form.', done: false },
  { id: 5, title: 'Plan the catering', notes: 'Vegetarian by default; ask about allergies in the form.', done: true },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1 },
  { field: 'notes', headerName: 'Notes', flex: 2 },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 90 },
];

export default function TaskListActions() {
  const apiRef = useGridApiRef();

  const listViewColumn = React.useMemo<GridListViewColDef<Task>>(
    () => ({
      field: 'taskCard',
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', width: '100%', py: 1 }}>
          <Checkbox
            checked={row.done}
            onChange={(event) => apiRef.current?.updateRows([{ ...row, done: event.target.checked }])}
            slotProps={{ input: { 'aria-label': `${row.title} done` } }}
            size="small"
          />
          <Box sx={{ flex: 1, minWidth: 0, pt: 0.75 }}>
            <Typography variant="body2" sx={{ fontWeight: 500, textDecoration: row.done ? 'line-through' : 'none' }}>
              {row.title}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ whiteSpace: 'normal' }}>
              {row.notes}
            </Typography>
          </Box>
          <Tooltip title="Delete">
            <IconButton aria-label={`Delete ${row.title}`} size="small" onClick={() => apiRef.current?.updateRows([{ id: row.id, _action: 'delete' }])}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    }),
    [apiRef],
  );

  return (
    <Box sx={{ height: 420, width: '100%', maxWidth: 480, mx: 'auto' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={initialRows}
        columns={columns}
        listView
        listViewColumn={listViewColumn}
        getRowHeight={() => 'auto'}
        hideFooter
      />
    </Box>
  );
}
