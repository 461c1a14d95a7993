import Box from '@mui/material/Box';
import { DataGridPro, type DataGridProProps, type GridColDef } from '@mui/x-data-grid-pro';

interface Task {
  id: number;
  path: string[];
  status: 'Done' | 'Open';
  hours: number;
}

const rows: Task[] = [
  { id: 1, path: ['Website relaunch'], status: 'Open', hours: 0 },
  { id: 2, path: ['Website relaunch', 'Design'], status: 'Done', hours: 0 },
  { id: 3, path: ['Website relaunch', 'Design', 'Wireframes'], status: 'Done', hours: 16 },
  { id: 4, path: ['Website relaunch', 'Design', 'Visual style'], status: 'Done', hours: 24 },
  { id: 5, path: ['Website relaunch', 'Build'], status: 'Open', hours: 0 },
  { id: 6, path: ['Website relaunch', 'Build', 'Templates'], status: 'Done', hours: 30 },
  { id: 7, path: ['Website relaunch', 'Build', 'Search page'], status: 'Open', hours: 12 },
  { id: 8, path: ['Website relaunch', 'Build', 'Forms'], status: 'Open', hours: 9 },
];

const columns: GridColDef<Task>[] = [
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 100 },
];

const getTreeDataPath: DataGridProProps<Task>['getTreeDataPath'] = (row) => row.path;

// Open the groups that still have work to do; finished phases stay folded.
const isGroupExpandedByDefault: DataGridProProps<Task>['isGroupExpandedByDefault'] = (node) =>
  rows.find((row) => row.id === node.id)?.status === 'Open';

export default function ExpandedByDefault() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        aria-label="Project plan"
        groupingColDef={{ headerName: 'Task', flex: 1 }}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
      />
    </Box>
  );
}
