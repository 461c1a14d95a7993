import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const lapTime = dayjs('2025-05-14T14:05:42');

export default function ClockFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimePicker label="12-hour clock" ampm defaultValue={lapTime} />
        <TimePicker label="24-hour clock with seconds" ampm={false} views={['hours', 'minutes', 'seconds']} defaultValue={lapTime} />
      </Stack>
    </LocalizationProvider>
  );
}
