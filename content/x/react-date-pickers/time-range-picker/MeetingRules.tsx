import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { DateRange, TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

const messages: Record<string, string> = {
  minTime: 'Meetings start at 08:00 at the earliest',
  maxTime: 'Meetings end by 18:00',
  invalidRange: 'The end must come after the start',
  minutesStep: 'Use quarter hours: :00, :15, :30 or :45',
};

// shouldDisableTime errors name the view that refused the value, such as 'shouldDisableTime-hours'.
const messageFor = (error: string) => (error.startsWith('shouldDisableTime') ? 'The room is cleaned from 12:00 to 13:00' : messages[error] ?? error);

export default function MeetingRules() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2025-04-17T10:00'), dayjs('2025-04-17T11:00')]);
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);
  const message = error[0] ?? error[1];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ maxWidth: 360 }}>
        <TimeRangePicker
          label="Meeting room booking"
          value={value}
          onChange={setValue}
          onError={setError}
          ampm={false}
          minTime={dayjs('2025-04-17T08:00')}
          maxTime={dayjs('2025-04-17T18:00')}
          minutesStep={15}
          shouldDisableTime={(time, view) => view === 'hours' && time.hour() === 12}
          slotProps={{ textField: { helperText: message ? messageFor(message) : 'Between 08:00 and 18:00, in quarter hours' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
