import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useT } from '../i18n';

const Root = styled('section')(({ theme }) => ({
  margin: theme.spacing(3, 0),
  scrollMarginTop: 'calc(var(--MuiDocs-header-height) + 24px)',
  '& > .docs-demo-file': {
    fontSize: '0.8125rem',
    fontWeight: 600,
    color: (theme.vars ?? theme).palette.text.secondary,
    marginBottom: theme.spacing(-1),
  },
}));

/**
 * `{{"demo": "Name.js"}}` shown as its TypeScript source, highlighted at build time.
 * The id is the demo name so that `#Name` links resolve.
 */
export function DemoSource({ name, file, children }: { name?: string; file?: string; bg?: string; children?: ReactNode }) {
  const t = useT();
  return (
    <Root id={name} className="docs-demo" aria-label={`${t('demoSource')}: ${file ?? name ?? ''}`}>
      <div className="docs-demo-file">{file}</div>
      {children}
    </Root>
  );
}
