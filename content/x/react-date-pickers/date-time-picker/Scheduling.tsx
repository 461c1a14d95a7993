import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Fixed instants stand in for "now" so the example reads the same on any day.
const opening = dayjs('2025-10-06T09:00');

export default function Scheduling() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateTimePicker
          label="Delivery (8:00 to 20:00)"
          referenceDate={opening}
          minDate={opening}
          minTime={opening.hour(8).minute(0)}
          maxTime={opening.hour(20).minute(0)}
        />
        <DateTimePicker label="Callback (2 hours ahead at least)" referenceDate={opening} minDateTime={opening.add(2, 'hour')} />
      </Stack>
    </LocalizationProvider>
  );
}
