import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

const launch = dayjs('2025-10-09T16:40');

export default function StandaloneViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={1}>
          <Typography variant="subtitle2">Launch day</Typography>
          <DateCalendar defaultValue={launch} disableHighlightToday />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2">Launch time</Typography>
          <TimeClock defaultValue={launch} ampmInClock showViewSwitcher />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
