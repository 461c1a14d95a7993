import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Item = TreeViewDefaultItemModelProperties;

const initialItems: Item[] = [
  {
    id: 'todo',
    label: 'To do',
    children: [{ id: 'task-1', label: 'Task 1' }],
  },
  { id: 'done', label: 'Done' },
];

export default function UpdatingItems() {
  const [items, setItems] = React.useState<Item[]>(initialItems);
  const [count, setCount] = React.useState(1);

  const addTask = () => {
    const next = count + 1;
    setCount(next);
    setItems((previous) =>
      previous.map((item) =>
        item.id === 'todo'
          ? {
              ...item,
              children: [...(item.children ?? []), { id: `task-${next}`, label: `Task ${next}` }],
            }
          : item,
      ),
    );
  };

  const reset = () => {
    setCount(1);
    setItems(initialItems);
  };

  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={addTask} disabled={count >= 6}>
          Add a task
        </Button>
        <Button size="small" onClick={reset}>
          Reset
        </Button>
      </Stack>
      <RichTreeView aria-label="Tasks" items={items} defaultExpandedItems={['todo']} />
    </Box>
  );
}
