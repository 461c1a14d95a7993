import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function LocalDeparture() {
  // Stored in UTC, as an API would send it.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2025-11-03T14:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimePicker label="Departure (Paris time)" timezone="Europe/Paris" value={value} onChange={setValue} ampm={false} />
        <Typography variant="body2" data-testid="stored-value">
          Stored: {value?.isValid() ? value.toISOString() : 'nothing'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
