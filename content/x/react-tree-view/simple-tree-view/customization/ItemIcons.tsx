import Box from '@mui/material/Box';
import ArticleIcon from '@mui/icons-material/Article';
import LockIcon from '@mui/icons-material/Lock';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ItemIcons() {
  return (
    <Box sx={{ minHeight: 200, minWidth: 250 }}>
      <SimpleTreeView aria-label="Documents" defaultExpandedItems={['shared']}>
        <TreeItem itemId="readme" label="README" slots={{ icon: ArticleIcon }} />
        <TreeItem itemId="shared" label="Shared">
          <TreeItem itemId="budget" label="Budget" />
          <TreeItem
            itemId="salaries"
            label="Salaries"
            slots={{ icon: LockIcon }}
            slotProps={{ icon: { color: 'warning' } }}
          />
        </TreeItem>
        <TreeItem itemId="notes" label="Notes" />
      </SimpleTreeView>
    </Box>
  );
}
