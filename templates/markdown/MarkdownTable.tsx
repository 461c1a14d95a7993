import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { styled } from '@mui/material/styles';
import type { ComponentProps, ReactNode } from 'react';

const Scroller = styled('div')(({ theme }) => ({
  overflowX: 'auto',
  margin: theme.spacing(2, 0, 3),
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '& .MuiTableCell-root': { fontSize: '0.875rem', lineHeight: 1.6, verticalAlign: 'top' },
  '& .MuiTableCell-head': { fontWeight: 600 },
  '& .MuiTableRow-root:last-of-type .MuiTableCell-body': { borderBottom: 0 },
}));

/** GFM tables as Material UI tables, scrolling horizontally on narrow screens. */
export function MarkdownTable({ children }: { children?: ReactNode }) {
  return (
    <Scroller>
      <Table size="small">{children}</Table>
    </Scroller>
  );
}

export function MarkdownTableHead({ children }: { children?: ReactNode }) {
  return <TableHead>{children}</TableHead>;
}

export function MarkdownTableBody({ children }: { children?: ReactNode }) {
  return <TableBody>{children}</TableBody>;
}

export function MarkdownTableRow({ children }: { children?: ReactNode }) {
  return <TableRow>{children}</TableRow>;
}

type CellProps = { children?: ReactNode; style?: ComponentProps<'td'>['style']; align?: string };

function alignOf(props: CellProps): 'left' | 'center' | 'right' | undefined {
  const value = props.style?.textAlign ?? props.align;
  return value === 'left' || value === 'center' || value === 'right' ? value : undefined;
}

export function MarkdownTableHeaderCell(props: CellProps) {
  return (
    <TableCell component="th" scope="col" align={alignOf(props)}>
      {props.children}
    </TableCell>
  );
}

export function MarkdownTableCell(props: CellProps) {
  return <TableCell align={alignOf(props)}>{props.children}</TableCell>;
}
