import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function SameInstantTwoZones() {
  // One meeting, one instant: each picker shows it in its own city.
  const [meeting, setMeeting] = React.useState<Dayjs | null>(dayjs.utc('2025-06-18T15:30:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimePicker label="New York" timezone="America/New_York" value={meeting} onChange={setMeeting} ampm={false} />
        <TimePicker label="Tokyo" timezone="Asia/Tokyo" value={meeting} onChange={setMeeting} ampm={false} />
      </Stack>
    </LocalizationProvider>
  );
}
