import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

interface Download {
  id: string;
  label: string;
  sizeInKb?: number;
  children?: Download[];
}

const items: Download[] = [
  {
    id: 'installers',
    label: 'Installers',
    children: [
      { id: 'mac', label: 'macOS', sizeInKb: 84_200 },
      { id: 'windows', label: 'Windows', sizeInKb: 91_750 },
      { id: 'linux', label: 'Linux', sizeInKb: 78_020 },
    ],
  },
  { id: 'checksums', label: 'Checksums', sizeInKb: 2 },
];

function formatSize(sizeInKb: number) {
  return sizeInKb >= 1000 ? `${(sizeInKb / 1000).toFixed(1)} MB` : `${sizeInKb} KB`;
}

const DownloadItem = React.forwardRef(function DownloadItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const item = useTreeItemModel<Download>(props.itemId);

  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
          <span>{props.label}</span>
          {item?.sizeInKb !== undefined && (
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {formatSize(item.sizeInKb)}
            </Typography>
          )}
        </Box>
      }
    />
  );
});

export default function LabelWithMetadata() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 280, maxWidth: 400 }}>
      <RichTreeView
        aria-label="Downloads"
        items={items}
        defaultExpandedItems={['installers']}
        slots={{ item: DownloadItem }}
      />
    </Box>
  );
}
