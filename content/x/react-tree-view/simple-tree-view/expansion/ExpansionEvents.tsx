import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ExpansionEvents() {
  const [lastAction, setLastAction] = React.useState<string | null>(null);

  const handleItemExpansionToggle = (
    event: React.SyntheticEvent | null,
    itemId: string,
    isExpanded: boolean,
  ) => {
    setLastAction(`${itemId} was ${isExpanded ? 'expanded' : 'collapsed'}`);
  };

  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Last action: {lastAction ?? 'none'}
      </Typography>
      <SimpleTreeView aria-label="Projects" onItemExpansionToggle={handleItemExpansionToggle}>
        <TreeItem itemId="website" label="Website">
          <TreeItem itemId="website-design" label="Design" />
          <TreeItem itemId="website-content" label="Content" />
        </TreeItem>
        <TreeItem itemId="mobile-app" label="Mobile app">
          <TreeItem itemId="mobile-ios" label="iOS" />
          <TreeItem itemId="mobile-android" label="Android" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
