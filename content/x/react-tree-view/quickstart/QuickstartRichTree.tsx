import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'fruits',
    label: 'Fruits',
    children: [
      { id: 'apple', label: 'Apple' },
      { id: 'pear', label: 'Pear' },
    ],
  },
  {
    id: 'vegetables',
    label: 'Vegetables',
    children: [
      { id: 'carrot', label: 'Carrot' },
      { id: 'leek', label: 'Leek' },
    ],
  },
  { id: 'bread', label: 'Bread' },
];

export default function QuickstartRichTree() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <Typography sx={{ mb: 1 }}>Selected: {selected ?? 'nothing'}</Typography>
      <RichTreeView
        aria-label="Groceries"
        items={items}
        defaultExpandedItems={['fruits']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
      />
    </Box>
  );
}
