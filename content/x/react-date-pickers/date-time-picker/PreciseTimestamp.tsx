import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function PreciseTimestamp() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Timestamp"
        views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
        timeSteps={{ minutes: 1, seconds: 1 }}
        defaultValue={dayjs('2025-04-02T13:07:45')}
      />
    </LocalizationProvider>
  );
}
