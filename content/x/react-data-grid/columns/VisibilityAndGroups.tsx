import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';

const rows = [
  { id: 1, athlete: 'Lina Haddad', swim: '0:21:14', bike: '1:02:30', run: '0:38:02', club: 'Coastal TC' },
  { id: 2, athlete: 'Owen Price', swim: '0:19:58', bike: '1:05:11', run: '0:36:47', club: 'Valley Tri' },
  { id: 3, athlete: 'Marta Novak', swim: '0:22:40', bike: '0:59:55', run: '0:40:15', club: 'Coastal TC' },
];

const columns: GridColDef[] = [
  { field: 'athlete', headerName: 'Athlete', width: 150, hideable: false },
  { field: 'swim', headerName: 'Swim', width: 100 },
  { field: 'bike', headerName: 'Bike', width: 100 },
  { field: 'run', headerName: 'Run', width: 100 },
  { field: 'club', headerName: 'Club', flex: 1 },
];

const columnGroupingModel: GridColumnGroupingModel = [{ groupId: 'splits', headerName: 'Split times', children: [{ field: 'swim' }, { field: 'bike' }, { field: 'run' }] }];

export default function VisibilityAndGroups() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Triathlon results"
        columnGroupingModel={columnGroupingModel}
        showToolbar
        initialState={{ columns: { columnVisibilityModel: { club: false } } }}
      />
    </Box>
  );
}
