import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'earth',
    label: 'Earth',
    children: [
      {
        id: 'asia',
        label: 'Asia',
        children: [
          { id: 'japan', label: 'Japan' },
          { id: 'nepal', label: 'Nepal' },
        ],
      },
      {
        id: 'africa',
        label: 'Africa',
        children: [{ id: 'ghana', label: 'Ghana' }],
      },
    ],
  },
];

function getExpandableIds(list: TreeViewDefaultItemModelProperties[]): string[] {
  return list.flatMap((item) =>
    item.children?.length ? [item.id, ...getExpandableIds(item.children)] : [],
  );
}

const allExpandableIds = getExpandableIds(items);

export default function ExpandAllControlled() {
  const [expanded, setExpanded] = React.useState<string[]>([]);

  const toggleAll = () => {
    setExpanded((previous) => (previous.length === 0 ? allExpandableIds : []));
  };

  return (
    <Box sx={{ minHeight: 280, minWidth: 250 }}>
      <Button size="small" onClick={toggleAll} sx={{ mb: 1 }}>
        {expanded.length === 0 ? 'Expand all' : 'Collapse all'}
      </Button>
      <RichTreeView
        aria-label="Regions"
        items={items}
        expandedItems={expanded}
        onExpandedItemsChange={(event, itemIds) => setExpanded(itemIds)}
      />
    </Box>
  );
}
