import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function FocusFromCode() {
  const apiRef = useSimpleTreeViewApiRef();

  const focusLogs = (event: React.MouseEvent) => {
    apiRef.current?.focusItem(event, 'logs');
  };

  const focusErrorLog = (event: React.MouseEvent) => {
    // The item is inside "Logs": open it first, then focus once it has rendered.
    apiRef.current?.setItemExpansion({ itemId: 'logs', shouldBeExpanded: true });
    requestAnimationFrame(() => apiRef.current?.focusItem(event, 'error-log'));
  };

  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={focusLogs}>
          Focus logs
        </Button>
        <Button size="small" onClick={focusErrorLog}>
          Focus error.log
        </Button>
      </Stack>
      <SimpleTreeView aria-label="Server" apiRef={apiRef}>
        <TreeItem itemId="config" label="Configuration" />
        <TreeItem itemId="logs" label="Logs">
          <TreeItem itemId="access-log" label="access.log" />
          <TreeItem itemId="error-log" label="error.log" />
        </TreeItem>
        <TreeItem itemId="backups" label="Backups" />
      </SimpleTreeView>
    </Box>
  );
}
