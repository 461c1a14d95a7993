import type {} from '@mui/x-tree-view/themeAugmentation';
import * as React from 'react';
import Box from '@mui/material/Box';
import { ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// Extends the surrounding theme, so colors and dark mode stay those of the page.
const withTreeDefaults = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  components: {
    ...outerTheme.components,
    MuiRichTreeView: {
      defaultProps: { expansionTrigger: 'iconContainer' },
    },
    MuiTreeItem: {
      styleOverrides: {
        label: { fontWeight: 500 },
        content: { borderRadius: 16 },
      },
    },
  },
});

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'guides',
    label: 'Guides',
    children: [
      { id: 'setup', label: 'Setup' },
      { id: 'deploy', label: 'Deploy' },
    ],
  },
  { id: 'changelog', label: 'Changelog' },
];

export default function ThemedTree() {
  const outerTheme = useTheme();
  const theme = React.useMemo(() => withTreeDefaults(outerTheme), [outerTheme]);

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ minHeight: 200, minWidth: 250 }}>
        <RichTreeView aria-label="Themed documentation" items={items} />
      </Box>
    </ThemeProvider>
  );
}
