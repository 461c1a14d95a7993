import * as React from 'react';
import Box from '@mui/material/Box';
import ImageIcon from '@mui/icons-material/Image';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import MovieIcon from '@mui/icons-material/Movie';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

interface FileItem {
  id: string;
  label: string;
  kind?: 'image' | 'pdf' | 'video';
  children?: FileItem[];
}

const items: FileItem[] = [
  {
    id: 'assets',
    label: 'assets',
    children: [
      { id: 'logo', label: 'logo.png', kind: 'image' },
      { id: 'terms', label: 'terms.pdf', kind: 'pdf' },
      { id: 'intro', label: 'intro.mp4', kind: 'video' },
    ],
  },
  { id: 'notes', label: 'notes.txt' },
];

const iconByKind = {
  image: ImageIcon,
  pdf: PictureAsPdfIcon,
  video: MovieIcon,
};

const FileTreeItem = React.forwardRef(function FileTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const item = useTreeItemModel<FileItem>(props.itemId);
  const icon = item?.kind ? iconByKind[item.kind] : undefined;

  return <TreeItem {...props} ref={ref} slots={{ ...props.slots, icon }} />;
});

export default function FileTypeIcons() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <RichTreeView
        aria-label="Files"
        items={items}
        defaultExpandedItems={['assets']}
        slots={{ item: FileTreeItem }}
      />
    </Box>
  );
}
