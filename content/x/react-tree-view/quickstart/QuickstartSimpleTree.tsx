import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function QuickstartSimpleTree() {
  return (
    <Box sx={{ minHeight: 200, minWidth: 250 }}>
      <SimpleTreeView aria-label="Contacts" defaultExpandedItems={['team']}>
        <TreeItem itemId="team" label="Team">
          <TreeItem itemId="ana" label="Ana" />
          <TreeItem itemId="bruno" label="Bruno" />
        </TreeItem>
        <TreeItem itemId="clients" label="Clients" disabled>
          <TreeItem itemId="acme" label="Acme Corp" />
        </TreeItem>
        <TreeItem itemId="suppliers" label="Suppliers">
          <TreeItem itemId="paper-co" label="Paper Co" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
