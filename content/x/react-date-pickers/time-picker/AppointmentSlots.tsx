import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function AppointmentSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Appointment"
        timeSteps={{ minutes: 30 }}
        thresholdToRenderTimeInASingleColumn={48}
        skipDisabled
        minTime={dayjs('2025-05-14T09:00')}
        maxTime={dayjs('2025-05-14T17:30')}
        referenceDate={dayjs('2025-05-14T09:00')}
      />
    </LocalizationProvider>
  );
}
