import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Item = TreeViewDefaultItemModelProperties;

const initialItems: Item[] = [
  {
    id: 'todo',
    label: 'To do',
    children: [
      { id: 'task-1', label: 'Write tests' },
      { id: 'task-2', label: 'Update the changelog' },
    ],
  },
];

function renameItem(list: Item[], itemId: string, label: string): Item[] {
  return list.map((item) => ({
    ...item,
    label: item.id === itemId ? label : item.label,
    children: item.children && renameItem(item.children, itemId, label),
  }));
}

export default function PersistedLabels() {
  const [items, setItems] = React.useState(initialItems);
  const [lastChange, setLastChange] = React.useState<string | null>(null);

  const handleItemLabelChange = (itemId: string, newLabel: string) => {
    setItems((previous) => renameItem(previous, itemId, newLabel));
    setLastChange(`${itemId} renamed to "${newLabel}"`);
  };

  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <RichTreeView
        aria-label="Tasks"
        items={items}
        isItemEditable
        defaultExpandedItems={['todo']}
        onItemLabelChange={handleItemLabelChange}
      />
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Saved in state: {lastChange ?? 'no change yet'}
      </Typography>
    </Box>
  );
}
