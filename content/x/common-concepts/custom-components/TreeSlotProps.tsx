import Box from '@mui/material/Box';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const items = [
  {
    id: 'src',
    label: 'src',
    children: [
      { id: 'index', label: 'index.ts' },
      { id: 'app', label: 'app.tsx' },
    ],
  },
  { id: 'readme', label: 'README.md' },
];

export default function TreeSlotProps() {
  return (
    <Box sx={{ minHeight: 200, minWidth: 250 }}>
      <RichTreeView
        aria-label="Files"
        items={items}
        defaultExpandedItems={['src']}
        slots={{ expandIcon: FolderIcon, collapseIcon: FolderOpenIcon }}
        slotProps={{
          item: (ownerState) => ({ title: `Open ${ownerState.label}` }),
          collapseIcon: { color: 'primary' },
        }}
      />
    </Box>
  );
}
