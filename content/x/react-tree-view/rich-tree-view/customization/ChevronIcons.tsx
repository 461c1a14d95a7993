import Box from '@mui/material/Box';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'home',
    label: 'Home',
    children: [
      { id: 'about', label: 'About' },
      { id: 'team', label: 'Team' },
    ],
  },
  { id: 'blog', label: 'Blog', children: [{ id: 'first-post', label: 'First post' }] },
  { id: 'legal', label: 'Legal notice' },
];

export default function ChevronIcons() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <RichTreeView
        aria-label="Pages"
        items={items}
        defaultExpandedItems={['home']}
        slots={{ expandIcon: ChevronRightIcon, collapseIcon: ExpandMoreIcon }}
        slotProps={{
          item: ({ itemId }) => ({
            sx: itemId === 'legal' ? { opacity: 0.6 } : undefined,
          }),
        }}
      />
    </Box>
  );
}
