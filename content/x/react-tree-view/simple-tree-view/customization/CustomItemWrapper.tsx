import * as React from 'react';
import Box from '@mui/material/Box';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';

// Every folder shares the same icons; every file shares another one.
const FolderItem = React.forwardRef(function FolderItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ expandIcon: FolderIcon, collapseIcon: FolderOpenIcon, ...props.slots }}
    />
  );
});

const FileItem = React.forwardRef(function FileItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ icon: InsertDriveFileOutlinedIcon, ...props.slots }}
    />
  );
});

export default function CustomItemWrapper() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <SimpleTreeView aria-label="Workspace" defaultExpandedItems={['src']}>
        <FolderItem itemId="src" label="src">
          <FileItem itemId="src/main.ts" label="main.ts" />
          <FolderItem itemId="src/utils" label="utils">
            <FileItem itemId="src/utils/format.ts" label="format.ts" />
          </FolderItem>
        </FolderItem>
        <FileItem itemId="package.json" label="package.json" />
      </SimpleTreeView>
    </Box>
  );
}
