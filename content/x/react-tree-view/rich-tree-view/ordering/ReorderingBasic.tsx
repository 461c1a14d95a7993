import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'backlog',
    label: 'Backlog',
    children: [
      { id: 'login', label: 'Login page' },
      { id: 'search', label: 'Search' },
      { id: 'dark-mode', label: 'Dark mode' },
    ],
  },
  {
    id: 'done',
    label: 'Done',
    children: [{ id: 'setup', label: 'Project setup' }],
  },
];

export default function ReorderingBasic() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <RichTreeViewPro
        aria-label="Board"
        items={items}
        itemsReordering
        defaultExpandedItems={['backlog', 'done']}
      />
    </Box>
  );
}
