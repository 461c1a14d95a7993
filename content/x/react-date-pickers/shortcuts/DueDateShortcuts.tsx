import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const dueDateShortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => dayjs() },
  { label: 'Tomorrow', getValue: () => dayjs().add(1, 'day') },
  { label: 'End of month', getValue: () => dayjs().endOf('month') },
  { label: 'No due date', getValue: () => null },
];

export default function DueDateShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Due date" slotProps={{ shortcuts: { items: dueDateShortcuts } }} />
    </LocalizationProvider>
  );
}
