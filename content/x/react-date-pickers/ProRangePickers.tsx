import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function ProRangePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 460 }}>
        <TimeRangePicker label="Lunch break (Pro)" defaultValue={[dayjs('2025-02-03T12:15'), dayjs('2025-02-03T13:00')]} />
        <DateTimeRangePicker
          label="Conference stay (Pro)"
          defaultValue={[dayjs('2025-02-10T17:30'), dayjs('2025-02-13T11:00')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
