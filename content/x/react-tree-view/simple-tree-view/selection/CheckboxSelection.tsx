import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function CheckboxSelection() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <SimpleTreeView
        aria-label="Packing list"
        multiSelect
        checkboxSelection
        defaultExpandedItems={['clothes']}
      >
        <TreeItem itemId="clothes" label="Clothes">
          <TreeItem itemId="shirts" label="Shirts" />
          <TreeItem itemId="socks" label="Socks" />
          <TreeItem itemId="jacket" label="Rain jacket" />
        </TreeItem>
        <TreeItem itemId="documents" label="Documents">
          <TreeItem itemId="passport" label="Passport" />
          <TreeItem itemId="tickets" label="Tickets" />
        </TreeItem>
        <TreeItem itemId="charger" label="Phone charger" />
      </SimpleTreeView>
    </Box>
  );
}
