import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  createRowSelectionManager,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Course {
  id: number;
  title: string;
  weekday: string;
  credits: number;
}

const rows: Course[] = [
  { id: 1, title: 'Intro to Statistics', weekday: 'Monday', credits: 5 },
  { id: 2, title: 'Academic Writing', weekday: 'Monday', credits: 3 },
  { id: 3, title: 'Organic Chemistry', weekday: 'Tuesday', credits: 6 },
  { id: 4, title: 'Spanish A2', weekday: 'Wednesday', credits: 4 },
  { id: 5, title: 'History of Cities', weekday: 'Thursday', credits: 3 },
  { id: 6, title: 'Linear Algebra', weekday: 'Thursday', credits: 6 },
  { id: 7, title: 'Ceramics Studio', weekday: 'Friday', credits: 2 },
];

const columns: GridColDef<Course>[] = [
  { field: 'title', headerName: 'Course', flex: 1, minWidth: 180 },
  { field: 'weekday', headerName: 'Day', width: 130 },
  { field: 'credits', headerName: 'Credits', type: 'number', width: 100 },
];

export default function SelectionReadout() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([1, 4]),
  });

  // The header checkbox may switch the model to type 'exclude' (every row except `ids`),
  // so ask a selection manager instead of reading `ids` directly.
  const chosen = React.useMemo(() => {
    const manager = createRowSelectionManager(selection);
    return rows.filter((row) => manager.has(row.id));
  }, [selection]);
  const credits = chosen.reduce((sum, course) => sum + course.credits, 0);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          aria-label="Course sign-up"
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooterSelectedRowCount
        />
      </Box>
      <Typography variant="body2" aria-live="polite">
        {chosen.length === 0
          ? 'No course chosen yet.'
          : `${chosen.length} course${chosen.length === 1 ? '' : 's'}, ${credits} credits: ${chosen.map((course) => course.title).join(', ')}`}
      </Typography>
    </Stack>
  );
}
