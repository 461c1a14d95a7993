import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisabledItemsFocus() {
  const [disabledItemsFocusable, setDisabledItemsFocusable] = React.useState(true);

  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <FormControlLabel
        control={
          <Switch
            checked={disabledItemsFocusable}
            onChange={(event) => setDisabledItemsFocusable(event.target.checked)}
          />
        }
        label="disabledItemsFocusable"
      />
      <SimpleTreeView
        aria-label="Shipping options"
        disabledItemsFocusable={disabledItemsFocusable}
      >
        <TreeItem itemId="standard" label="Standard" />
        <TreeItem itemId="express" label="Express (unavailable today)" disabled />
        <TreeItem itemId="pickup" label="Store pickup" />
      </SimpleTreeView>
    </Box>
  );
}
