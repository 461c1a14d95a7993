import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const descriptions: Record<string, string> = {
  red: 'Warm, used for errors and alerts.',
  green: 'Calm, used for success messages.',
  blue: 'Neutral, used for links and primary actions.',
};

export default function FocusTracker() {
  const [lastFocused, setLastFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 200, minWidth: 250 }}>
      <SimpleTreeView
        aria-label="Colors"
        onItemFocus={(event, itemId) => setLastFocused(itemId)}
      >
        <TreeItem itemId="red" label="Red" />
        <TreeItem itemId="green" label="Green" />
        <TreeItem itemId="blue" label="Blue" />
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {lastFocused
          ? `${lastFocused}: ${descriptions[lastFocused] ?? ''}`
          : 'Focus an item to read its description.'}
      </Typography>
    </Box>
  );
}
