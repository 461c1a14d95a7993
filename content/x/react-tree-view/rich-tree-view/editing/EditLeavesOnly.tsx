import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Entry {
  id: string;
  label: string;
  children?: Entry[];
}

const entries: Entry[] = [
  {
    id: 'reports',
    label: 'Reports',
    children: [
      { id: 'q1', label: 'Q1 summary' },
      { id: 'q2', label: 'Q2 summary' },
    ],
  },
  {
    id: 'drafts',
    label: 'Drafts',
    children: [{ id: 'q3', label: 'Q3 outline' }],
  },
];

// Folders keep their names; documents can be renamed.
const isItemEditable = (item: Entry) => item.children === undefined;

export default function EditLeavesOnly() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <RichTreeView
        aria-label="Reports"
        items={entries}
        defaultExpandedItems={['reports', 'drafts']}
        isItemEditable={isItemEditable}
      />
    </Box>
  );
}
