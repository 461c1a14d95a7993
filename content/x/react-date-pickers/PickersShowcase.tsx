import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function PickersShowcase() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <DatePicker label="Birthday" defaultValue={dayjs('1994-06-21')} />
        <TimePicker label="Wake-up time" defaultValue={dayjs('2025-06-21T06:45')} />
        <DateTimePicker label="Flight departure" defaultValue={dayjs('2025-09-03T14:20')} />
        <DateRangePicker label="Holidays (Pro)" defaultValue={[dayjs('2025-08-02'), dayjs('2025-08-16')]} />
      </Stack>
    </LocalizationProvider>
  );
}
