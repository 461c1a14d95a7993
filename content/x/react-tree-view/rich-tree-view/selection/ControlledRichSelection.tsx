import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  { id: 'draft', label: 'Draft' },
  { id: 'review', label: 'In review' },
  { id: 'published', label: 'Published' },
  { id: 'archived', label: 'Archived' },
];

export default function ControlledRichSelection() {
  const [selected, setSelected] = React.useState<string[]>(['draft']);
  const [lastToggle, setLastToggle] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <Typography variant="body2">Filter: {selected.join(', ') || 'none'}</Typography>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
        Last change: {lastToggle ?? 'none'}
      </Typography>
      <RichTreeView
        aria-label="Statuses"
        items={items}
        multiSelect
        checkboxSelection
        selectedItems={selected}
        onSelectedItemsChange={(event, itemIds) => setSelected(itemIds)}
        onItemSelectionToggle={(event, itemId, isSelected) =>
          setLastToggle(`${itemId} ${isSelected ? 'selected' : 'deselected'}`)
        }
      />
    </Box>
  );
}
