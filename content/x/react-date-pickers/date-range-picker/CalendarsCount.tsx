import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

const festival = [dayjs('2025-08-14'), dayjs('2025-08-17')] as const;

export default function CalendarsCount() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <DateRangePicker label="Three months at once" calendars={3} defaultValue={[festival[0], festival[1]]} />
        <DateRangeCalendar calendars={1} defaultValue={[festival[0], festival[1]]} disableHighlightToday />
      </Stack>
    </LocalizationProvider>
  );
}
