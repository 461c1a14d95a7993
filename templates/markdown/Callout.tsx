import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';

type Severity = 'info' | 'success' | 'warning' | 'error';

/** `:::info` … `:::` — a Material UI Alert. */
export function Callout({ severity, children }: { severity?: string; children?: ReactNode }) {
  const kind: Severity = severity === 'success' || severity === 'warning' || severity === 'error' ? severity : 'info';
  return (
    <Alert severity={kind} variant="outlined" className="docs-callout" sx={{ my: 2.5, '& .MuiAlert-message > p:last-child': { mb: 0 } }}>
      {children}
    </Alert>
  );
}
