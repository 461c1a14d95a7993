import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function ImperativeSelection() {
  const apiRef = useSimpleTreeViewApiRef();

  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          onClick={() =>
            apiRef.current?.setItemSelection({ itemId: 'beta', shouldBeSelected: true })
          }
        >
          Select Beta
        </Button>
        <Button
          size="small"
          onClick={() =>
            apiRef.current?.setItemSelection({
              itemId: 'stable',
              keepExistingSelection: true,
            })
          }
        >
          Toggle Stable
        </Button>
      </Stack>
      <SimpleTreeView aria-label="Releases" apiRef={apiRef} multiSelect>
        <TreeItem itemId="alpha" label="Alpha" />
        <TreeItem itemId="beta" label="Beta" />
        <TreeItem itemId="stable" label="Stable" />
      </SimpleTreeView>
    </Box>
  );
}
