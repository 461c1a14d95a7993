import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Volunteer {
  id: number;
  name: string;
  team: string;
  shifts: number;
  remote: boolean;
}

const rows: Volunteer[] = [
  { id: 1, name: 'Hanna Kowalska', team: 'Food bank', shifts: 14, remote: false },
  { id: 2, name: 'Diego Alvarez', team: 'Hotline', shifts: 22, remote: true },
  { id: 3, name: 'Mei Lin', team: 'Tutoring', shifts: 9, remote: true },
  { id: 4, name: 'Samuel Okafor', team: 'Food bank', shifts: 31, remote: false },
  { id: 5, name: 'Elise Moreau', team: 'Hotline', shifts: 5, remote: true },
  { id: 6, name: 'Rahul Mehta', team: 'Repair café', shifts: 17, remote: false },
  { id: 7, name: 'Ingrid Berg', team: 'Tutoring', shifts: 26, remote: false },
  { id: 8, name: 'Omar Farouk', team: 'Repair café', shifts: 11, remote: false },
];

const columns: GridColDef<Volunteer>[] = [
  { field: 'name', headerName: 'Volunteer', flex: 1, minWidth: 160 },
  { field: 'team', headerName: 'Team', width: 140 },
  { field: 'shifts', headerName: 'Shifts this year', type: 'number', width: 150 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100 },
];

export default function DrivenByApiRef() {
  const apiRef = useGridApiRef();

  // The handlers run after the grid has mounted, so apiRef.current is set by then.
  const showBusiest = () => apiRef.current?.sortColumn('shifts', 'desc');
  const showRemoteOnly = () =>
    apiRef.current?.setFilterModel({ items: [{ field: 'remote', operator: 'is', value: 'true' }] });
  const resetView = () => {
    apiRef.current?.setSortModel([]);
    apiRef.current?.setFilterModel({ items: [] });
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={showBusiest}>
          Busiest first
        </Button>
        <Button size="small" variant="outlined" onClick={showRemoteOnly}>
          Remote only
        </Button>
        <Button size="small" variant="outlined" onClick={resetView}>
          Reset view
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} aria-label="Volunteers" />
      </Box>
    </Stack>
  );
}
