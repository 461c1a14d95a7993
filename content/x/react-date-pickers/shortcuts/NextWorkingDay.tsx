import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

const nextWorkingDay: PickersShortcutsItem<Dayjs | null> = {
  label: 'Next working day',
  getValue: ({ isValid }) => {
    let candidate = dayjs().add(1, 'day');
    while (!isValid(candidate)) {
      candidate = candidate.add(1, 'day');
    }
    return candidate;
  },
};

export default function NextWorkingDay() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Delivery" shouldDisableDate={isWeekend} slotProps={{ shortcuts: { items: [nextWorkingDay] } }} />
    </LocalizationProvider>
  );
}
