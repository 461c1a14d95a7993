import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function IndentationControl() {
  const [indentation, setIndentation] = React.useState(12);

  return (
    <Box sx={{ minHeight: 280, minWidth: 250, maxWidth: 400 }}>
      <Typography id="indentation-label" variant="body2">
        Indentation: {indentation}px
      </Typography>
      <Slider
        aria-labelledby="indentation-label"
        value={indentation}
        min={0}
        max={48}
        step={4}
        onChange={(event, value) => setIndentation(value as number)}
      />
      <SimpleTreeView
        aria-label="Org chart"
        itemChildrenIndentation={indentation}
        defaultExpandedItems={['ceo', 'cto']}
      >
        <TreeItem itemId="ceo" label="Chief executive">
          <TreeItem itemId="cto" label="Chief technology officer">
            <TreeItem itemId="eng-manager" label="Engineering manager" />
          </TreeItem>
          <TreeItem itemId="cfo" label="Chief financial officer" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
