import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

export default function StyledItems() {
  return (
    <Box sx={{ minHeight: 200, minWidth: 250 }}>
      <SimpleTreeView
        aria-label="Labels"
        defaultSelectedItems="work"
        sx={{
          [`& .${treeItemClasses.content}`]: { borderRadius: 4, my: 0.25 },
          [`& .${treeItemClasses.content}[data-selected]`]: {
            bgcolor: 'secondary.light',
            color: 'secondary.contrastText',
          },
          [`& .${treeItemClasses.content}[data-selected]:hover`]: {
            bgcolor: 'secondary.main',
          },
          [`& .${treeItemClasses.label}`]: { fontSize: 14, fontWeight: 500 },
        }}
      >
        <TreeItem itemId="work" label="Work" />
        <TreeItem itemId="personal" label="Personal">
          <TreeItem itemId="family" label="Family" />
        </TreeItem>
        <TreeItem itemId="travel" label="Travel" />
      </SimpleTreeView>
    </Box>
  );
}
