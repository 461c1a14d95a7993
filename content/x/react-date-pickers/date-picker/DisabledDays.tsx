import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const HOLIDAYS = ['2025-12-25', '2025-12-26', '2026-01-01'];

// The workshop delivers on weekdays that are not public holidays.
const isClosed = (date: Dayjs) => date.day() === 0 || date.day() === 6 || HOLIDAYS.includes(date.format('YYYY-MM-DD'));

export default function DisabledDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Delivery day"
        referenceDate={dayjs('2025-12-01')}
        minDate={dayjs('2025-12-01')}
        maxDate={dayjs('2026-02-28')}
        shouldDisableDate={isClosed}
        slotProps={{ textField: { helperText: 'Weekdays only, closed on public holidays' } }}
      />
    </LocalizationProvider>
  );
}
