import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'settings',
    label: 'Settings',
    children: [
      {
        id: 'privacy',
        label: 'Privacy',
        children: [
          { id: 'cookies', label: 'Cookies' },
          { id: 'tracking', label: 'Tracking' },
        ],
      },
      { id: 'display', label: 'Display' },
    ],
  },
  { id: 'help', label: 'Help' },
];

export default function RevealItem() {
  const apiRef = useRichTreeViewApiRef();

  const reveal = (itemId: string) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    let parentId = api.getParentId(itemId);
    while (parentId != null) {
      api.setItemExpansion({ itemId: parentId, shouldBeExpanded: true });
      parentId = api.getParentId(parentId);
    }
    // Let the expanded branches render before moving focus.
    requestAnimationFrame(() => api.focusItem(null, itemId));
  };

  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <Button size="small" onClick={() => reveal('cookies')} sx={{ mb: 1 }}>
        Show cookie settings
      </Button>
      <RichTreeView aria-label="Preferences" items={items} apiRef={apiRef} />
    </Box>
  );
}
