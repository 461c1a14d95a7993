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
    id: 'europe',
    label: 'Europe',
    children: [
      { id: 'lisbon', label: 'Lisbon' },
      { id: 'oslo', label: 'Oslo' },
    ],
  },
  { id: 'asia', label: 'Asia', children: [{ id: 'seoul', label: 'Seoul' }] },
];

export default function ItemsApi() {
  const apiRef = useRichTreeViewApiRef();
  const [selected, setSelected] = React.useState<string | null>('oslo');
  const [message, setMessage] = React.useState('Select a city, then use a button.');

  const describeParent = () => {
    const api = apiRef.current;
    if (!api || selected == null) {
      return;
    }
    const parentId = api.getParentId(selected);
    const parentLabel = parentId ? api.getItem(parentId).label : 'none (root item)';
    setMessage(`${api.getItem(selected).label} belongs to ${parentLabel}.`);
  };

  const countRoots = () => {
    const rootIds = apiRef.current?.getItemOrderedChildrenIds(null) ?? [];
    setMessage(`The tree has ${rootIds.length} root items: ${rootIds.join(', ')}.`);
  };

  const toggleDisabled = () => {
    apiRef.current?.setIsItemDisabled({ itemId: 'asia' });
    setMessage('Toggled the disabled state of Asia.');
  };

  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={describeParent}>
          Parent of selection
        </Button>
        <Button size="small" onClick={countRoots}>
          Root items
        </Button>
        <Button size="small" onClick={toggleDisabled}>
          Toggle Asia
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {message}
      </Typography>
      <RichTreeView
        aria-label="Cities"
        items={items}
        apiRef={apiRef}
        defaultExpandedItems={['europe']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
      />
    </Box>
  );
}
