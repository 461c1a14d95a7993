import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function CalendarOnly() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker label="Reminder" viewRenderers={{ hours: null, minutes: null, seconds: null }} />
    </LocalizationProvider>
  );
}
