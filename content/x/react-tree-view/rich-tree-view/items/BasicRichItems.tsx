import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'mammals',
    label: 'Mammals',
    children: [
      { id: 'whale', label: 'Whale' },
      { id: 'bat', label: 'Bat' },
      { id: 'otter', label: 'Otter' },
    ],
  },
  {
    id: 'birds',
    label: 'Birds',
    children: [
      { id: 'penguin', label: 'Penguin' },
      { id: 'owl', label: 'Owl' },
    ],
  },
  { id: 'fish', label: 'Fish' },
];

export default function BasicRichItems() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <RichTreeView aria-label="Animals" items={items} defaultExpandedItems={['mammals']} />
    </Box>
  );
}
