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
      { id: 'apricot', label: 'Apricot' },
      { id: 'banana', label: 'Banana' },
    ],
  },
  {
    id: 'vegetables',
    label: 'Vegetables',
    children: [
      { id: 'beet', label: 'Beet' },
      { id: 'carrot', label: 'Carrot' },
    ],
  },
  { id: 'grains', label: 'Grains', children: [{ id: 'rice', label: 'Rice' }] },
];

export default function KeyboardPlayground() {
  const [focused, setFocused] = React.useState<string | null>(null);
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 340, minWidth: 250 }}>
      <Typography variant="body2">Focused: {focused ?? 'none'}</Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Selected: {selected.length > 0 ? selected.join(', ') : 'none'}
      </Typography>
      <RichTreeView
        aria-label="Groceries"
        items={items}
        multiSelect
        defaultExpandedItems={['fruits']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemIds) => setSelected(itemIds)}
        onItemFocus={(event, itemId) => setFocused(itemId)}
      />
    </Box>
  );
}
