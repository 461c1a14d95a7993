import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'products',
    label: 'Products',
    children: [
      { id: 'laptops', label: 'Laptops' },
      { id: 'phones', label: 'Phones' },
    ],
  },
  {
    id: 'services',
    label: 'Services',
    children: [{ id: 'repairs', label: 'Repairs' }],
  },
];

export default function IconOnlyExpansion() {
  const [iconOnly, setIconOnly] = React.useState(true);

  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <FormControlLabel
        control={<Switch checked={iconOnly} onChange={(event) => setIconOnly(event.target.checked)} />}
        label="Expand with the icon only"
      />
      <RichTreeView
        aria-label="Catalog"
        items={items}
        expansionTrigger={iconOnly ? 'iconContainer' : 'content'}
      />
    </Box>
  );
}
