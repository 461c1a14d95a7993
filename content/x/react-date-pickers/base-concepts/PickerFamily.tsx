import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const day = dayjs('2025-11-20');

export default function PickerFamily() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={2}>
          <DateField label="Field only" defaultValue={day} />
          <DatePicker label="Field and calendar" defaultValue={day} />
        </Stack>
        <DateCalendar defaultValue={day} disableHighlightToday />
      </Stack>
    </LocalizationProvider>
  );
}
