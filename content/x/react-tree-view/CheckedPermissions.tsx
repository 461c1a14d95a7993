import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const permissions: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'billing',
    label: 'Billing',
    children: [
      { id: 'billing.invoices', label: 'View invoices' },
      { id: 'billing.refunds', label: 'Issue refunds' },
    ],
  },
  {
    id: 'content',
    label: 'Content',
    children: [
      { id: 'content.edit', label: 'Edit articles' },
      { id: 'content.publish', label: 'Publish articles' },
      { id: 'content.delete', label: 'Delete articles' },
    ],
  },
  { id: 'audit', label: 'Read the audit log' },
];

const propagation = { descendants: true, parents: true };

export default function CheckedPermissions() {
  const [granted, setGranted] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <Typography sx={{ mb: 1 }}>
        {granted.length === 0
          ? 'No permission granted yet.'
          : `Granted (${granted.length}): ${granted.join(', ')}`}
      </Typography>
      <RichTreeView
        aria-label="Role permissions"
        items={permissions}
        multiSelect
        checkboxSelection
        selectionPropagation={propagation}
        selectedItems={granted}
        onSelectedItemsChange={(event, itemIds) => setGranted(itemIds)}
        defaultExpandedItems={['billing']}
      />
    </Box>
  );
}
