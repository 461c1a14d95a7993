import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

interface Person {
  id: string;
  label: string;
  role: string;
  initials: string;
  children?: Person[];
}

const people: Person[] = [
  {
    id: 'maya',
    label: 'Maya Chen',
    role: 'Head of design',
    initials: 'MC',
    children: [
      { id: 'leo', label: 'Leo Martin', role: 'Product designer', initials: 'LM' },
      { id: 'sara', label: 'Sara Okafor', role: 'UX researcher', initials: 'SO' },
    ],
  },
  { id: 'tom', label: 'Tom Weber', role: 'Office manager', initials: 'TW' },
];

interface PersonItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

const PersonItem = React.forwardRef(function PersonItem(
  props: PersonItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const person = useTreeItemModel<Person>(itemId);

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()} sx={{ py: 0.75 }}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <Avatar sx={{ width: 28, height: 28, fontSize: 12 }}>{person?.initials}</Avatar>
          <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 }}>
            <TreeItemLabel {...getLabelProps()} sx={{ fontWeight: 500 }} />
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {person?.role}
            </Typography>
          </Box>
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function CustomContentItem() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <RichTreeView
        aria-label="Organization"
        items={people}
        defaultExpandedItems={['maya']}
        slots={{ item: PersonItem }}
      />
    </Box>
  );
}
