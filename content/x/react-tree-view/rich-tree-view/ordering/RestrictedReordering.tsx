import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'playlist',
    label: 'Playlist',
    children: [
      { id: 'song-1', label: 'Opening' },
      { id: 'song-2', label: 'Interlude' },
      { id: 'song-3', label: 'Ballad' },
      { id: 'song-4', label: 'Finale' },
    ],
  },
];

const isItemReorderable = (itemId: string) => itemId !== 'playlist';

export default function RestrictedReordering() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <RichTreeViewPro
        aria-label="Playlist"
        items={items}
        defaultExpandedItems={['playlist']}
        itemsReordering
        isItemReorderable={isItemReorderable}
        canMoveItemToNewPosition={({ oldPosition, newPosition }) =>
          newPosition.parentId === oldPosition.parentId
        }
      />
    </Box>
  );
}
