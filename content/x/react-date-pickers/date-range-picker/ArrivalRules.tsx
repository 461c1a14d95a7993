import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

// The cottage takes arrivals on Saturdays only; departures can be any day.
const closedForArrival = (day: Dayjs, position: 'start' | 'end') => position === 'start' && day.day() !== 6;

export default function ArrivalRules() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Cottage booking"
        referenceDate={dayjs('2025-06-01')}
        minDate={dayjs('2025-06-01')}
        maxDate={dayjs('2025-09-30')}
        shouldDisableDate={closedForArrival}
        slotProps={{ textField: { helperText: 'Arrivals on Saturdays, June to September' } }}
      />
    </LocalizationProvider>
  );
}
