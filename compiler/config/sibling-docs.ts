/** MUI's sibling documentation, which MUI X pages link to by path: other sites here, not broken links. */
export const MUI_SIBLING_DOCS: Record<string, string> = {
  '/material-ui/': 'https://mui.com/material-ui/',
  '/system/': 'https://mui.com/system/',
  '/joy-ui/': 'https://mui.com/joy-ui/',
  '/base-ui/': 'https://mui.com/base-ui/',
  '/toolpad/': 'https://mui.com/toolpad/',
};
