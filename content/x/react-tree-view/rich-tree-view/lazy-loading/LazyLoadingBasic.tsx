import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface Folder {
  id: string;
  label: string;
  childrenCount: number;
}

// A fake server: the children of each folder, keyed by parent id.
const serverData: Record<string, Folder[]> = {
  root: [
    { id: 'documents', label: 'Documents', childrenCount: 2 },
    { id: 'music', label: 'Music', childrenCount: 1 },
    { id: 'todo.txt', label: 'todo.txt', childrenCount: 0 },
  ],
  documents: [
    { id: 'invoices', label: 'Invoices', childrenCount: 2 },
    { id: 'cv.pdf', label: 'cv.pdf', childrenCount: 0 },
  ],
  invoices: [
    { id: 'march.pdf', label: 'march.pdf', childrenCount: 0 },
    { id: 'april.pdf', label: 'april.pdf', childrenCount: 0 },
  ],
  music: [{ id: 'playlist.m3u', label: 'playlist.m3u', childrenCount: 0 }],
};

// Answers after 800 ms, like a slow network would.
function fetchFolders(parentId?: string): Promise<Folder[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(serverData[parentId ?? 'root'] ?? []), 800);
  });
}

const dataSource = {
  getTreeItems: fetchFolders,
  getChildrenCount: (item: Folder) => item.childrenCount,
};

const rootItems: Folder[] = [];

export default function LazyLoadingBasic() {
  const [rootLoaded, setRootLoaded] = React.useState(false);

  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      {!rootLoaded && <Typography variant="body2">Loading the root folders…</Typography>}
      <RichTreeViewPro
        aria-label="Remote folders"
        items={rootItems}
        dataSource={dataSource}
        onItemsLazyLoaded={({ parentId }) => {
          if (parentId === null) {
            setRootLoaded(true);
          }
        }}
      />
    </Box>
  );
}
