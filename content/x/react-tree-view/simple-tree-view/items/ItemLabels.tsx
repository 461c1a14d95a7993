import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const folders = [
  { id: 'inbox', name: 'Inbox', unread: 4 },
  { id: 'drafts', name: 'Drafts', unread: 1 },
  { id: 'archive', name: 'Archive', unread: 0 },
];

export default function ItemLabels() {
  return (
    <Box sx={{ minHeight: 200, minWidth: 250 }}>
      <SimpleTreeView aria-label="Mailboxes">
        {folders.map((folder) => (
          <TreeItem
            key={folder.id}
            itemId={folder.id}
            label={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <span>{folder.name}</span>
                {folder.unread > 0 && (
                  <Chip size="small" color="primary" label={folder.unread} />
                )}
              </Stack>
            }
          />
        ))}
      </SimpleTreeView>
    </Box>
  );
}
