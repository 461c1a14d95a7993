import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'shopping',
    label: 'Shopping list',
    children: [
      { id: 'eggs', label: 'Eggs' },
      { id: 'flour', label: 'Flour' },
    ],
  },
  { id: 'ideas', label: 'Weekend ideas' },
];

export default function EditAllItems() {
  return (
    <Box sx={{ minHeight: 200, minWidth: 250 }}>
      <RichTreeView
        aria-label="Notes"
        items={items}
        isItemEditable
        defaultExpandedItems={['shopping']}
      />
    </Box>
  );
}
