import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function ImperativeExpansion() {
  const apiRef = useSimpleTreeViewApiRef();

  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          onClick={() => apiRef.current?.setItemExpansion({ itemId: 'downloads' })}
        >
          Toggle downloads
        </Button>
        <Button
          size="small"
          onClick={() =>
            apiRef.current?.setItemExpansion({ itemId: 'pictures', shouldBeExpanded: true })
          }
        >
          Open pictures
        </Button>
      </Stack>
      <SimpleTreeView aria-label="Home folder" apiRef={apiRef}>
        <TreeItem itemId="downloads" label="Downloads">
          <TreeItem itemId="installer" label="installer.dmg" />
        </TreeItem>
        <TreeItem itemId="pictures" label="Pictures">
          <TreeItem itemId="holidays" label="holidays.jpg" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
