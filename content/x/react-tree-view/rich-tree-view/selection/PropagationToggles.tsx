import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type {
  TreeViewDefaultItemModelProperties,
  TreeViewSelectionPropagation,
} from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'frontend',
    label: 'Frontend',
    children: [
      { id: 'react', label: 'React' },
      {
        id: 'styling',
        label: 'Styling',
        children: [
          { id: 'css', label: 'CSS' },
          { id: 'emotion', label: 'Emotion' },
        ],
      },
    ],
  },
  {
    id: 'backend',
    label: 'Backend',
    children: [
      { id: 'node', label: 'Node.js' },
      { id: 'postgres', label: 'PostgreSQL' },
    ],
  },
];

export default function PropagationToggles() {
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
      <RichTreeView
        aria-label="Skills"
        items={items}
        multiSelect
        checkboxSelection
        selectionPropagation={propagation}
        defaultExpandedItems={['frontend']}
      />
    </Box>
  );
}
