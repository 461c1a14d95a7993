import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItemLabelInput } from '@mui/x-tree-view/TreeItemLabelInput';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      { id: 'index', label: 'index.ts' },
      { id: 'utils', label: 'utils.ts' },
    ],
  },
  { id: 'readme', label: 'README.md' },
];

function getLabelError(value: string): string | null {
  if (value.trim() === '') {
    return 'The name cannot be empty.';
  }
  if (/[\\/]/.test(value)) {
    return 'The name cannot contain slashes.';
  }
  if (value.length > 20) {
    return 'Use 20 characters or fewer.';
  }
  return null;
}

type LabelInputProps = React.ComponentPropsWithoutRef<typeof TreeItemLabelInput>;

// Wraps the default input: the tree's own handlers save the value,
// so they are only called when the value is valid.
const ValidatedLabelInput = React.forwardRef(function ValidatedLabelInput(
  props: LabelInputProps,
  ref: React.Ref<HTMLInputElement>,
) {
  const { onKeyDown, onBlur, ...other } = props;
  const error = getLabelError(String(props.value ?? ''));

  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && error) {
      // Stay in edit mode until the value is fixed, or until Escape cancels.
      return;
    }
    onKeyDown?.(event);
  };

  const handleBlur = (event: React.FocusEvent<HTMLInputElement>) => {
    if (!error) {
      onBlur?.(event);
    }
  };

  return (
    <Box sx={{ flexGrow: 1 }}>
      <TreeItemLabelInput
        {...other}
        ref={ref}
        aria-invalid={error !== null}
        onKeyDown={handleKeyDown}
        onBlur={handleBlur}
      />
      {error && (
        <Typography variant="caption" component="div" sx={{ color: 'error.main' }}>
          {error}
        </Typography>
      )}
    </Box>
  );
});

export default function LabelValidation() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <RichTreeView
        aria-label="Project files"
        items={items}
        defaultExpandedItems={['src']}
        isItemEditable
        slotProps={{ item: { slots: { labelInput: ValidatedLabelInput } } }}
      />
    </Box>
  );
}
