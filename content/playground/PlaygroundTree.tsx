import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'products',
    label: 'MUI X',
    children: [
      { id: 'grid', label: 'Data Grid' },
      { id: 'pickers', label: 'Date and Time Pickers' },
      { id: 'charts', label: 'Charts' },
      { id: 'tree', label: 'Tree View' },
    ],
  },
];

export default function PlaygroundTree() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 260 }}>
      <RichTreeView items={items} defaultExpandedItems={['products']} checkboxSelection multiSelect />
    </Box>
  );
}
