import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  { id: 'design', label: 'Design review' },
  { id: 'standup', label: 'Daily standup' },
  { id: 'retro', label: 'Retrospective' },
];

export default function EditFromCode() {
  const apiRef = useRichTreeViewApiRef();
  const [selected, setSelected] = React.useState<string | null>('standup');

  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          disabled={selected == null}
          onClick={() => {
            if (selected != null) {
              apiRef.current?.setEditedItem(selected);
            }
          }}
        >
          Rename selected
        </Button>
        <Button
          size="small"
          onClick={() => apiRef.current?.updateItemLabel('retro', 'Sprint retrospective')}
        >
          Set retro label
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Meetings"
        items={items}
        apiRef={apiRef}
        isItemEditable
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
      />
    </Box>
  );
}
