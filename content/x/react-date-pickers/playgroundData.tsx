import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export const label = 'Check-in';

// A fixed day, so the page shows the same field whenever it is built or read.
export const defaultValue = dayjs('2026-03-14');

/** Every picker needs a date library adapter above it. */
export default function WithAdapter({ children }: { children: ReactNode }) {
  return <LocalizationProvider dateAdapter={AdapterDayjs}>{children}</LocalizationProvider>;
}
