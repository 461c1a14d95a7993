import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeItemDragAndDropOverlayProps } from '@mui/x-tree-view/TreeItemDragAndDropOverlay';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'chapter-1',
    label: 'Chapter 1',
    children: [
      { id: 'scene-1', label: 'Scene 1' },
      { id: 'scene-2', label: 'Scene 2' },
    ],
  },
  { id: 'chapter-2', label: 'Chapter 2', children: [{ id: 'scene-3', label: 'Scene 3' }] },
];

// Thick lines for "above" and "below", a tinted box for "inside".
function DropIndicator(props: TreeItemDragAndDropOverlayProps) {
  const { action, style } = props;
  if (action == null) {
    return null;
  }
  const isInside = action === 'make-child';
  return (
    <Box
      style={style}
      sx={{
        position: 'absolute',
        inset: 0,
        pointerEvents: 'none',
        borderRadius: 1,
        bgcolor: isInside ? 'action.selected' : undefined,
        borderTop: action === 'reorder-above' ? '3px solid' : undefined,
        borderBottom:
          action === 'reorder-below' || action === 'move-to-parent' ? '3px solid' : undefined,
        borderColor: 'primary.main',
      }}
    />
  );
}

export default function CustomDropIndicator() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <RichTreeViewPro
        aria-label="Manuscript"
        items={items}
        itemsReordering
        defaultExpandedItems={['chapter-1', 'chapter-2']}
        slotProps={{ item: { slots: { dragAndDropOverlay: DropIndicator } } }}
      />
    </Box>
  );
}
