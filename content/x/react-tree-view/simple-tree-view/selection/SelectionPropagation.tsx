import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import type { TreeViewSelectionPropagation } from '@mui/x-tree-view/models';

export default function SelectionPropagation() {
  const [propagation, setPropagation] = React.useState<TreeViewSelectionPropagation>({
    parents: true,
    descendants: true,
  });

  const handleToggle =
    (key: keyof TreeViewSelectionPropagation) =>
    (event: React.ChangeEvent<HTMLInputElement>) =>
      setPropagation((previous) => ({ ...previous, [key]: event.target.checked }));

  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={<Switch checked={!!propagation.descendants} onChange={handleToggle('descendants')} />}
          label="Descendants"
        />
        <FormControlLabel
          control={<Switch checked={!!propagation.parents} onChange={handleToggle('parents')} />}
          label="Parents"
        />
      </Stack>
      <SimpleTreeView
        aria-label="Course modules"
        multiSelect
        checkboxSelection
        selectionPropagation={propagation}
        defaultExpandedItems={['basics', 'advanced']}
      >
        <TreeItem itemId="basics" label="Basics">
          <TreeItem itemId="variables" label="Variables" />
          <TreeItem itemId="functions" label="Functions" />
        </TreeItem>
        <TreeItem itemId="advanced" label="Advanced">
          <TreeItem itemId="generics" label="Generics" />
          <TreeItem itemId="decorators" label="Decorators" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
