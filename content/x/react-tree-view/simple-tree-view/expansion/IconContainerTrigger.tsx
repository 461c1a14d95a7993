import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function IconContainerTrigger() {
  const [page, setPage] = React.useState<string | null>('account');

  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Open page: {page ?? 'none'}
      </Typography>
      <SimpleTreeView
        aria-label="Settings"
        expansionTrigger="iconContainer"
        selectedItems={page}
        onSelectedItemsChange={(event, itemId) => setPage(itemId)}
      >
        <TreeItem itemId="account" label="Account">
          <TreeItem itemId="profile" label="Profile" />
          <TreeItem itemId="password" label="Password" />
        </TreeItem>
        <TreeItem itemId="notifications" label="Notifications">
          <TreeItem itemId="email" label="Email" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
