import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function BasicSimpleTreeView() {
  return (
    <Box sx={{ minHeight: 200, minWidth: 250 }}>
      <SimpleTreeView aria-label="Site menu" defaultExpandedItems={['docs']}>
        <TreeItem itemId="docs" label="Documentation">
          <TreeItem itemId="docs-install" label="Installation" />
          <TreeItem itemId="docs-usage" label="Usage" />
        </TreeItem>
        <TreeItem itemId="blog" label="Blog">
          <TreeItem itemId="blog-releases" label="Releases" />
        </TreeItem>
        <TreeItem itemId="about" label="About" />
      </SimpleTreeView>
    </Box>
  );
}
