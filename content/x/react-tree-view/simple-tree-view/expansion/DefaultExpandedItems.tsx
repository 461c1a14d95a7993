import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DefaultExpandedItems() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <SimpleTreeView aria-label="Book" defaultExpandedItems={['part-1']}>
        <TreeItem itemId="part-1" label="Part 1">
          <TreeItem itemId="chapter-1" label="Chapter 1" />
          <TreeItem itemId="chapter-2" label="Chapter 2" />
        </TreeItem>
        <TreeItem itemId="part-2" label="Part 2">
          <TreeItem itemId="chapter-3" label="Chapter 3" />
          <TreeItem itemId="chapter-4" label="Chapter 4" />
        </TreeItem>
        <TreeItem itemId="appendix" label="Appendix" />
      </SimpleTreeView>
    </Box>
  );
}
