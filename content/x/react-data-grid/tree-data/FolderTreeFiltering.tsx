import Box from '@mui/material/Box';
import { DataGridPro, type DataGridProProps, type GridColDef } from '@mui/x-data-grid-pro';

interface Entry {
  id: string;
  sizeKb: number | null;
  modified: string;
}

// The path of each file is its id, split on "/": folders that hold files need no row of their own.
const rows: Entry[] = [
  { id: 'invoices/2025/march-acme.pdf', sizeKb: 182, modified: '2025-03-31' },
  { id: 'invoices/2025/april-acme.pdf', sizeKb: 176, modified: '2025-04-30' },
  { id: 'invoices/2024/december-globex.pdf', sizeKb: 201, modified: '2024-12-31' },
  { id: 'photos/offsite/boat.jpg', sizeKb: 3400, modified: '2025-05-12' },
  { id: 'photos/offsite/team.jpg', sizeKb: 2900, modified: '2025-05-12' },
  { id: 'contracts/globex-renewal.docx', sizeKb: 64, modified: '2025-01-08' },
  { id: 'contracts/acme-master.docx', sizeKb: 88, modified: '2023-06-19' },
];

const columns: GridColDef<Entry>[] = [
  { field: 'sizeKb', headerName: 'Size (KB)', type: 'number', width: 120 },
  { field: 'modified', headerName: 'Modified', width: 130 },
];

const getTreeDataPath: DataGridProProps<Entry>['getTreeDataPath'] = (row) => row.id.split('/');

export default function FolderTreeFiltering() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        aria-label="Shared drive"
        groupingColDef={{ headerName: 'Name', flex: 1 }}
        defaultGroupingExpansionDepth={-1}
        showToolbar
      />
    </Box>
  );
}
