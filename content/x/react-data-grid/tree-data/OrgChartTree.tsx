import Box from '@mui/material/Box';
import { DataGridPro, type DataGridProProps, type GridColDef } from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  path: string[];
  jobTitle: string;
  office: string;
}

const rows: Employee[] = [
  { id: 1, path: ['Sarah Okoye'], jobTitle: 'Chief executive', office: 'Nairobi' },
  { id: 2, path: ['Sarah Okoye', 'Tomás Reyes'], jobTitle: 'Head of sales', office: 'Madrid' },
  { id: 3, path: ['Sarah Okoye', 'Tomás Reyes', 'Ines Vidal'], jobTitle: 'Account manager', office: 'Madrid' },
  { id: 4, path: ['Sarah Okoye', 'Tomás Reyes', 'Kofi Mensah'], jobTitle: 'Account manager', office: 'Accra' },
  { id: 5, path: ['Sarah Okoye', 'Mei Chen'], jobTitle: 'Head of engineering', office: 'Singapore' },
  { id: 6, path: ['Sarah Okoye', 'Mei Chen', 'Arjun Nair'], jobTitle: 'Staff engineer', office: 'Bangalore' },
  { id: 7, path: ['Sarah Okoye', 'Mei Chen', 'Lea Wagner'], jobTitle: 'Designer', office: 'Berlin' },
  { id: 8, path: ['Sarah Okoye', 'Mei Chen', 'Arjun Nair', 'Sam Ito'], jobTitle: 'Engineer', office: 'Tokyo' },
];

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', flex: 1 },
  { field: 'office', headerName: 'Office', width: 140 },
];

const getTreeDataPath: DataGridProProps<Employee>['getTreeDataPath'] = (row) => row.path;

export default function OrgChartTree() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        aria-label="Organisation chart"
        groupingColDef={{ headerName: 'Employee', width: 240 }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
