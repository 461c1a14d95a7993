import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import FolderIcon from '@mui/icons-material/Folder';
import StarIcon from '@mui/icons-material/Star';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

// A styled TreeItem: the selected row gets a colored bar on its left edge.
const StyledTreeItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.content}[data-selected]`]: {
    boxShadow: `inset 3px 0 0 ${theme.palette.primary.main}`,
  },
}));

export default function SlotOverrides() {
  return (
    <Box sx={{ minHeight: 200, minWidth: 250 }}>
      <SimpleTreeView aria-label="Folders" defaultSelectedItems="photos">
        <StyledTreeItem
          itemId="photos"
          label="Photos"
          slots={{ icon: FolderIcon }}
          slotProps={{ label: { style: { fontWeight: 600 } } }}
        />
        <StyledTreeItem itemId="favorites" label="Favorites" slots={{ icon: StarIcon }} />
        <StyledTreeItem itemId="music" label="Music" slots={{ icon: FolderIcon }} />
      </SimpleTreeView>
    </Box>
  );
}
