import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'a',
    label: 'Alpha',
    children: [
      { id: 'a1', label: 'Alpha one' },
      { id: 'a2', label: 'Alpha two', children: [{ id: 'a2-x', label: 'Alpha two X' }] },
    ],
  },
  { id: 'b', label: 'Beta' },
];

export default function CompactStyles() {
  return (
    <Box sx={{ minHeight: 200, minWidth: 250 }}>
      <RichTreeView
        aria-label="Compact tree"
        items={items}
        defaultExpandedItems={['a', 'a2']}
        itemChildrenIndentation={24}
        sx={{
          [`& .${treeItemClasses.content}`]: { py: 0.25, borderRadius: 0 },
          [`& .${treeItemClasses.content}[data-focused]`]: {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: -2,
          },
          [`& .${treeItemClasses.label}`]: { fontSize: 14 },
          [`& .${treeItemClasses.groupTransition}`]: {
            borderLeft: '1px dashed',
            borderColor: 'divider',
            ml: 1.5,
          },
        }}
      />
    </Box>
  );
}
