import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function LabelledTree() {
  return (
    <Box component="section" sx={{ minHeight: 200, minWidth: 250 }}>
      <Typography id="chapters-title" variant="h6" component="h3">
        Chapters
      </Typography>
      <SimpleTreeView aria-labelledby="chapters-title">
        <TreeItem itemId="intro" label="Introduction" />
        <TreeItem itemId="setup" label="Setup">
          <TreeItem itemId="setup-install" label="Install" />
          <TreeItem itemId="setup-config" label="Configure" />
        </TreeItem>
        <TreeItem itemId="usage" label="Usage" />
      </SimpleTreeView>
    </Box>
  );
}
