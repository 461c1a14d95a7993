import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'inbox',
    label: 'Inbox',
    children: [
      { id: 'urgent', label: 'Urgent' },
      { id: 'newsletters', label: 'Newsletters' },
    ],
  },
  { id: 'sent', label: 'Sent' },
];

export default function ToggleWithApi() {
  const apiRef = useRichTreeViewApiRef();
  const [status, setStatus] = React.useState('Inbox is closed.');

  const readStatus = () => {
    const isOpen = apiRef.current?.isItemExpanded('inbox');
    setStatus(isOpen ? 'Inbox is open.' : 'Inbox is closed.');
  };

  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => apiRef.current?.setItemExpansion({ itemId: 'inbox' })}>
          Toggle inbox
        </Button>
        <Button size="small" onClick={readStatus}>
          Check status
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {status}
      </Typography>
      <RichTreeView aria-label="Mail" items={items} apiRef={apiRef} />
    </Box>
  );
}
