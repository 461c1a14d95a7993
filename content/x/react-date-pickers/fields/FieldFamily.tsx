import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

export default function FieldFamily() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateField label="Date" defaultValue={dayjs('2025-07-14')} />
        <TimeField label="Time" defaultValue={dayjs('2025-07-14T21:30')} />
        <DateTimeField label="Date and time" defaultValue={dayjs('2025-07-14T21:30')} />
        <SingleInputDateRangeField label="Date range (Pro)" defaultValue={[dayjs('2025-07-14'), dayjs('2025-07-20')]} />
      </Stack>
    </LocalizationProvider>
  );
}
