import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      { id: 'paris', label: 'Paris' },
      { id: 'rome', label: 'Rome' },
      { id: 'vienna', label: 'Vienna' },
    ],
  },
  {
    id: 'americas',
    label: 'Americas',
    children: [
      { id: 'lima', label: 'Lima' },
      { id: 'montreal', label: 'Montreal' },
    ],
  },
];

// Regions group destinations: only the cities can be picked.
const isItemSelectionDisabled = (item: TreeViewDefaultItemModelProperties) =>
  item.children !== undefined;

export default function CheckboxMultiSelect() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <RichTreeView
        aria-label="Destinations"
        items={items}
        multiSelect
        checkboxSelection
        isItemSelectionDisabled={isItemSelectionDisabled}
        defaultExpandedItems={['europe', 'americas']}
      />
    </Box>
  );
}
