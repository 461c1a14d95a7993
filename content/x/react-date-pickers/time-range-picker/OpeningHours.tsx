import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function describe([start, end]: DateRange<Dayjs>) {
  if (!start?.isValid() || !end?.isValid()) return 'Enter both times';
  const minutes = end.diff(start, 'minute');
  if (minutes <= 0) return 'The shop would close before it opens';
  return `Open ${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min, from ${start.format('HH:mm')} to ${end.format('HH:mm')}`;
}

export default function OpeningHours() {
  const [hours, setHours] = React.useState<DateRange<Dayjs>>([dayjs('2025-04-17T09:00'), dayjs('2025-04-17T17:30')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <TimeRangePicker label="Saturday opening hours" value={hours} onChange={setHours} ampm={false} />
        <Typography variant="body2" data-testid="opening-summary">
          {describe(hours)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
