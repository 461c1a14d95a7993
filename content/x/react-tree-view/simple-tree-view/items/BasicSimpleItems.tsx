import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function BasicSimpleItems() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <SimpleTreeView aria-label="Recipes">
        <TreeItem itemId="starters" label="Starters">
          <TreeItem itemId="soup" label="Tomato soup" />
          <TreeItem itemId="salad" label="Green salad" />
        </TreeItem>
        <TreeItem itemId="mains" label="Main courses">
          <TreeItem itemId="risotto" label="Mushroom risotto" />
          <TreeItem itemId="curry" label="Vegetable curry">
            <TreeItem itemId="curry-mild" label="Mild" />
            <TreeItem itemId="curry-hot" label="Hot" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="desserts" label="Desserts" />
      </SimpleTreeView>
    </Box>
  );
}
