import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

export default function ShiftInputs() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 420 }}>
        <TimeRangePicker
          slots={{ field: MultiInputTimeRangeField }}
          localeText={{ start: 'Shift start', end: 'Shift end' }}
          defaultValue={[dayjs('2025-04-17T06:00'), dayjs('2025-04-17T14:00')]}
          timeSteps={{ minutes: 15 }}
          ampm={false}
        />
        <TimeRangePicker
          label="Lunch break (12-hour clock)"
          defaultValue={[dayjs('2025-04-17T12:30'), dayjs('2025-04-17T13:15')]}
          ampm
          views={['hours', 'minutes']}
          timeSteps={{ minutes: 15 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
