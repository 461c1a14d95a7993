import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// A recipe book's sections: deep enough to show indentation, selection and expansion.
export const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'breakfast',
    label: 'Breakfast',
    children: [
      { id: 'pancakes', label: 'Buttermilk pancakes' },
      { id: 'granola', label: 'Toasted granola' },
    ],
  },
  {
    id: 'dinner',
    label: 'Dinner',
    children: [
      { id: 'soups', label: 'Soups', children: [{ id: 'leek-soup', label: 'Leek and potato' }] },
      { id: 'risotto', label: 'Mushroom risotto' },
    ],
  },
  { id: 'baking', label: 'Baking' },
];

export const defaultExpandedItems = ['breakfast', 'dinner'];
