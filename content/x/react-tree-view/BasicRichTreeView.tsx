import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      { id: 'src/index.ts', label: 'index.ts' },
      { id: 'src/app.tsx', label: 'app.tsx' },
      {
        id: 'src/components',
        label: 'components',
        children: [{ id: 'src/components/header.tsx', label: 'header.tsx' }],
      },
    ],
  },
  { id: 'package.json', label: 'package.json' },
  { id: 'README.md', label: 'README.md' },
];

export default function BasicRichTreeView() {
  return (
    <Box sx={{ minHeight: 200, minWidth: 250 }}>
      <RichTreeView aria-label="Project files" items={items} defaultExpandedItems={['src']} />
    </Box>
  );
}
