import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimeRules() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Clinic appointment"
        referenceDate={dayjs('2025-05-20T09:00')}
        minTime={dayjs('2025-05-20T08:00')}
        maxTime={dayjs('2025-05-20T18:00')}
        minutesStep={15}
        // The clinic closes for lunch from 12:00 to 12:59.
        shouldDisableTime={(value, view) => view === 'hours' && value.hour() === 12}
        slotProps={{ textField: { helperText: 'Quarter hours from 8:00 to 18:00, closed at noon' } }}
      />
    </LocalizationProvider>
  );
}
