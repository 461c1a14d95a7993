import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateRange, DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

// The booking window of a festival campsite; fixed dates keep the page the same on every build.
const opens = dayjs('2025-07-10T12:00');
const closes = dayjs('2025-07-14T11:00');

// minDateTime and maxDateTime report the part that is out of bounds: the day, or the time on the first or last day.
const tooEarly = `Arrivals start on ${opens.format('MMM D [at] HH:mm')}`;
const tooLate = `Everyone leaves by ${closes.format('MMM D [at] HH:mm')}`;
const messages: Record<string, string> = {
  minDate: tooEarly,
  minTime: tooEarly,
  maxDate: tooLate,
  maxTime: tooLate,
  invalidRange: 'Departure must come after arrival',
};

export default function ReservationRules() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([dayjs('2025-07-10T15:00'), dayjs('2025-07-13T10:00')]);
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);
  const message = error[0] ?? error[1];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ maxWidth: 460 }}>
        <DateTimeRangePicker
          label="Campsite stay"
          value={stay}
          onChange={setStay}
          onError={setError}
          minDateTime={opens}
          maxDateTime={closes}
          ampm={false}
          slotProps={{ textField: { helperText: message ? messages[message] ?? message : 'From July 10, 12:00 to July 14, 11:00' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
