import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useApplyPropagationToSelectedItemsOnMount } from '@mui/x-tree-view/hooks';
import type {
  TreeViewDefaultItemModelProperties,
  TreeViewSelectionPropagation,
} from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'fruits',
    label: 'Fruits',
    children: [
      { id: 'kiwi', label: 'Kiwi' },
      { id: 'mango', label: 'Mango' },
    ],
  },
  {
    id: 'dairy',
    label: 'Dairy',
    children: [
      { id: 'milk', label: 'Milk' },
      { id: 'yogurt', label: 'Yogurt' },
    ],
  },
];

const propagation: TreeViewSelectionPropagation = { parents: true, descendants: true };

// Saved by a previous visit: only leaves were stored.
const savedSelection = ['kiwi', 'mango', 'milk'];

export default function PropagationOnMount() {
  const defaultSelectedItems = useApplyPropagationToSelectedItemsOnMount({
    items,
    selectionPropagation: propagation,
    selectedItems: savedSelection,
  });

  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <RichTreeView
        aria-label="Basket"
        items={items}
        multiSelect
        checkboxSelection
        selectionPropagation={propagation}
        defaultSelectedItems={defaultSelectedItems}
        defaultExpandedItems={['fruits', 'dairy']}
      />
    </Box>
  );
}
