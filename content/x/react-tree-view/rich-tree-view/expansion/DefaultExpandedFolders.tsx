import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'docs',
    label: 'docs',
    children: [
      { id: 'docs/guide.md', label: 'guide.md' },
      { id: 'docs/faq.md', label: 'faq.md' },
    ],
  },
  {
    id: 'tests',
    label: 'tests',
    children: [
      {
        id: 'tests/unit',
        label: 'unit',
        children: [{ id: 'tests/unit/app.test.ts', label: 'app.test.ts' }],
      },
    ],
  },
];

export default function DefaultExpandedFolders() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <RichTreeView
        aria-label="Folders"
        items={items}
        defaultExpandedItems={['docs', 'tests/unit']}
      />
    </Box>
  );
}
