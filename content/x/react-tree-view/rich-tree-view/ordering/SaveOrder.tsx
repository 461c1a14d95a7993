import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Item = TreeViewDefaultItemModelProperties;

const items: Item[] = [
  {
    id: 'morning',
    label: 'Morning',
    children: [
      { id: 'email', label: 'Answer email' },
      { id: 'standup', label: 'Standup' },
    ],
  },
  {
    id: 'afternoon',
    label: 'Afternoon',
    children: [{ id: 'review', label: 'Code review' }],
  },
];

function describe(list: Item[]): string {
  return list
    .map((item) => (item.children ? `${item.label} (${describe(item.children)})` : item.label))
    .join(', ');
}

export default function SaveOrder() {
  const apiRef = useRichTreeViewProApiRef();
  const [lastMove, setLastMove] = React.useState<string | null>(null);
  const [savedOrder, setSavedOrder] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <RichTreeViewPro
        aria-label="Schedule"
        items={items}
        apiRef={apiRef}
        itemsReordering
        defaultExpandedItems={['morning', 'afternoon']}
        onItemPositionChange={({ itemId, oldPosition, newPosition }) =>
          setLastMove(
            `${itemId}: ${oldPosition.parentId ?? 'root'}[${oldPosition.index}] → ${
              newPosition.parentId ?? 'root'
            }[${newPosition.index}]`,
          )
        }
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Last move: {lastMove ?? 'drag an item to another place'}
      </Typography>
      <Button
        size="small"
        sx={{ mt: 1 }}
        onClick={() => setSavedOrder(describe(apiRef.current?.getItemTree() ?? []))}
      >
        Read the current order
      </Button>
      {savedOrder && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {savedOrder}
        </Typography>
      )}
    </Box>
  );
}
