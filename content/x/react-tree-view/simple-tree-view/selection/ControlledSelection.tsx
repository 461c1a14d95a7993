import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ControlledSelection() {
  const [selected, setSelected] = React.useState<string[]>(['read']);

  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setSelected(['read', 'write', 'admin'])}>
          Select all
        </Button>
        <Button size="small" onClick={() => setSelected([])}>
          Clear
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Granted: {selected.length > 0 ? selected.join(', ') : 'none'}
      </Typography>
      <SimpleTreeView
        aria-label="Permissions"
        multiSelect
        checkboxSelection
        selectedItems={selected}
        onSelectedItemsChange={(event, itemIds) => setSelected(itemIds)}
      >
        <TreeItem itemId="read" label="Read" />
        <TreeItem itemId="write" label="Write" />
        <TreeItem itemId="admin" label="Administer" />
      </SimpleTreeView>
    </Box>
  );
}
