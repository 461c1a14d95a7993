import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// Collapsed children are not mounted, so the expandable ids are listed by hand.
const expandableIds = ['europe', 'france', 'italy'];

export default function ControlledExpansion() {
  const [expanded, setExpanded] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setExpanded(expandableIds)}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          Collapse all
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Places"
        expandedItems={expanded}
        onExpandedItemsChange={(event, itemIds) => setExpanded(itemIds)}
      >
        <TreeItem itemId="europe" label="Europe">
          <TreeItem itemId="france" label="France">
            <TreeItem itemId="lyon" label="Lyon" />
            <TreeItem itemId="nantes" label="Nantes" />
          </TreeItem>
          <TreeItem itemId="italy" label="Italy">
            <TreeItem itemId="turin" label="Turin" />
          </TreeItem>
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
