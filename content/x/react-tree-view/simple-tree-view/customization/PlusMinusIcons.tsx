import Box from '@mui/material/Box';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function PlusMinusIcons() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <SimpleTreeView
        aria-label="Catalog"
        defaultExpandedItems={['shoes']}
        slots={{
          expandIcon: AddBoxOutlinedIcon,
          collapseIcon: IndeterminateCheckBoxOutlinedIcon,
        }}
        slotProps={{ expandIcon: { color: 'primary' } }}
      >
        <TreeItem itemId="shoes" label="Shoes">
          <TreeItem itemId="boots" label="Boots" />
          <TreeItem itemId="sneakers" label="Sneakers" />
        </TreeItem>
        <TreeItem itemId="bags" label="Bags">
          <TreeItem itemId="backpacks" label="Backpacks" />
        </TreeItem>
        <TreeItem itemId="gift-cards" label="Gift cards" />
      </SimpleTreeView>
    </Box>
  );
}
