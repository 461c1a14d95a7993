import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function MultiSelectItems() {
  return (
    <Box sx={{ minHeight: 200, minWidth: 250 }}>
      <SimpleTreeView aria-label="Toppings" multiSelect defaultSelectedItems={['cheese']}>
        <TreeItem itemId="cheese" label="Cheese" />
        <TreeItem itemId="olives" label="Olives" />
        <TreeItem itemId="basil" label="Basil" />
        <TreeItem itemId="mushrooms" label="Mushrooms" />
        <TreeItem itemId="peppers" label="Peppers" />
      </SimpleTreeView>
    </Box>
  );
}
