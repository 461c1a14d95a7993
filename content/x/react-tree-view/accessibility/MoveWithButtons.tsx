import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Item = TreeViewDefaultItemModelProperties;

const initialItems: Item[] = [
  {
    id: 'steps',
    label: 'Onboarding steps',
    children: [
      { id: 'account', label: 'Create an account' },
      { id: 'profile', label: 'Fill in the profile' },
      { id: 'tour', label: 'Take the tour' },
    ],
  },
];

// Swaps an item with its previous (-1) or next (+1) sibling.
function moveItem(list: Item[], itemId: string, offset: -1 | 1): Item[] {
  const index = list.findIndex((item) => item.id === itemId);
  const target = index + offset;
  if (index !== -1) {
    if (target < 0 || target >= list.length) {
      return list;
    }
    const next = [...list];
    [next[index], next[target]] = [next[target]!, next[index]!];
    return next;
  }
  return list.map((item) =>
    item.children ? { ...item, children: moveItem(item.children, itemId, offset) } : item,
  );
}

export default function MoveWithButtons() {
  const [items, setItems] = React.useState(initialItems);
  const [selected, setSelected] = React.useState<string | null>('profile');

  const move = (offset: -1 | 1) => {
    if (selected != null) {
      setItems((previous) => moveItem(previous, selected, offset));
    }
  };

  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => move(-1)} disabled={selected == null}>
          Move up
        </Button>
        <Button size="small" onClick={() => move(1)} disabled={selected == null}>
          Move down
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Onboarding"
        items={items}
        defaultExpandedItems={['steps']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
      />
    </Box>
  );
}
