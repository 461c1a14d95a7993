import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

export default function PickUpAndReturn() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ maxWidth: 560 }}>
        <DateTimeRangePicker
          slots={{ field: MultiInputDateTimeRangeField }}
          localeText={{ start: 'Pick-up', end: 'Return' }}
          defaultValue={[dayjs('2025-06-13T09:00'), dayjs('2025-06-16T17:30')]}
          referenceDate={dayjs('2025-06-13T09:00')}
          timeSteps={{ minutes: 30 }}
          ampm={false}
          // The counter is closed on Sundays: no pick-up and no return that day.
          shouldDisableDate={(day) => day.day() === 0}
        />
      </Stack>
    </LocalizationProvider>
  );
}
