import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisabledSimpleItems() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <FormControlLabel
        control={
          <Switch
            checked={focusable}
            onChange={(event) => setFocusable(event.target.checked)}
          />
        }
        label="Disabled items are focusable"
      />
      <SimpleTreeView aria-label="Plans" disabledItemsFocusable={focusable}>
        <TreeItem itemId="free" label="Free" />
        <TreeItem itemId="team" label="Team (not selectable)" disableSelection />
        <TreeItem itemId="enterprise" label="Enterprise" disabled>
          <TreeItem itemId="sso" label="Single sign-on" />
        </TreeItem>
        <TreeItem itemId="custom" label="Custom" />
      </SimpleTreeView>
    </Box>
  );
}
