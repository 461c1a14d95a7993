import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'reports',
    label: 'Reports',
    children: [
      { id: 'sales', label: 'Sales' },
      { id: 'traffic', label: 'Traffic' },
    ],
  },
  { id: 'settings', label: 'Settings' },
];

export default function ImperativeRichSelection() {
  const apiRef = useRichTreeViewApiRef();

  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          onClick={() =>
            apiRef.current?.setItemSelection({ itemId: 'traffic', shouldBeSelected: true })
          }
        >
          Select Traffic
        </Button>
        <Button
          size="small"
          onClick={() =>
            apiRef.current?.setItemSelection({ itemId: 'settings', keepExistingSelection: true })
          }
        >
          Toggle Settings
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Dashboard"
        items={items}
        apiRef={apiRef}
        multiSelect
        defaultExpandedItems={['reports']}
      />
    </Box>
  );
}
