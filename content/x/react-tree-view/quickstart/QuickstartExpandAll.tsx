import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const recipes: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'breakfast',
    label: 'Breakfast',
    children: [
      { id: 'pancakes', label: 'Pancakes' },
      { id: 'porridge', label: 'Porridge' },
    ],
  },
  {
    id: 'dinner',
    label: 'Dinner',
    children: [
      {
        id: 'soups',
        label: 'Soups',
        children: [
          { id: 'minestrone', label: 'Minestrone' },
          { id: 'miso', label: 'Miso soup' },
        ],
      },
      { id: 'risotto', label: 'Mushroom risotto' },
    ],
  },
  { id: 'desserts', label: 'Desserts', children: [{ id: 'flan', label: 'Flan' }] },
];

// Walk the tree once, outside the component, and keep the ids of the items that have children.
const parentIds: string[] = [];
const collectParents = (list: TreeViewDefaultItemModelProperties[]) => {
  for (const item of list) {
    if (item.children && item.children.length > 0) {
      parentIds.push(item.id);
      collectParents(item.children);
    }
  }
};
collectParents(recipes);

export default function QuickstartExpandAll() {
  const [expanded, setExpanded] = React.useState<string[]>(['breakfast']);

  return (
    <Box sx={{ minHeight: 340, minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          disabled={expanded.length === parentIds.length}
          onClick={() => setExpanded(parentIds)}
        >
          Expand all
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={expanded.length === 0}
          onClick={() => setExpanded([])}
        >
          Collapse all
        </Button>
        <Typography variant="body2">
          {expanded.length} of {parentIds.length} groups expanded
        </Typography>
      </Stack>
      <RichTreeView
        aria-label="Recipe book"
        items={recipes}
        expandedItems={expanded}
        onExpandedItemsChange={(event, itemIds) => setExpanded(itemIds)}
      />
    </Box>
  );
}
