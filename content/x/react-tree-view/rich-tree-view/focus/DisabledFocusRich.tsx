import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Feature {
  id: string;
  label: string;
  requiresUpgrade?: boolean;
  children?: Feature[];
}

const items: Feature[] = [
  { id: 'reports', label: 'Reports' },
  { id: 'exports', label: 'Exports (Pro plan)', requiresUpgrade: true },
  { id: 'alerts', label: 'Alerts' },
];

const isItemDisabled = (item: Feature) => !!item.requiresUpgrade;

export default function DisabledFocusRich() {
  const [focusable, setFocusable] = React.useState(true);
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="disabledItemsFocusable"
      />
      <RichTreeView
        aria-label="Features"
        items={items}
        isItemDisabled={isItemDisabled}
        disabledItemsFocusable={focusable}
        onItemFocus={(event, itemId) => setFocused(itemId)}
      />
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {focused === 'exports'
          ? 'Exports need the Pro plan. Ask an administrator to upgrade.'
          : 'Use the arrow keys to move through the list.'}
      </Typography>
    </Box>
  );
}
