import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Department {
  code: string;
  name: string;
  teams?: Department[];
}

const departments: Department[] = [
  {
    code: 'ENG',
    name: 'Engineering',
    teams: [
      { code: 'ENG-WEB', name: 'Web' },
      { code: 'ENG-API', name: 'API' },
      { code: 'ENG-QA', name: 'Quality' },
    ],
  },
  {
    code: 'OPS',
    name: 'Operations',
    teams: [{ code: 'OPS-IT', name: 'IT support' }],
  },
  { code: 'HR', name: 'People' },
];

const getItemId = (item: Department) => item.code;
const getItemLabel = (item: Department) => item.name;
const getItemChildren = (item: Department) => item.teams;

export default function CustomItemShape() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <RichTreeView
        aria-label="Departments"
        items={departments}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        getItemChildren={getItemChildren}
        defaultExpandedItems={['ENG']}
      />
    </Box>
  );
}
