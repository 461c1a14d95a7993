import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ReactNode } from 'react';

type Severity = 'info' | 'success' | 'warning' | 'error';

/** `:::info` … `:::` — a Material UI Alert; a GitHub alert (`> [!TIP]`) keeps its kind's word as the title. */
export function Callout({ severity, 'data-label': label, children }: { severity?: string; 'data-label'?: string; children?: ReactNode }) {
  const kind: Severity = severity === 'success' || severity === 'warning' || severity === 'error' ? severity : 'info';
  return (
    <Alert severity={kind} variant="outlined" className="docs-callout" sx={{ my: 2.5, '& .MuiAlert-message > p:last-child': { mb: 0 } }}>
      {label ? <AlertTitle>{label}</AlertTitle> : null}
      {children}
    </Alert>
  );
}
