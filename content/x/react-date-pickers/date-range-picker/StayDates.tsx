import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function StayDates() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([dayjs('2025-07-04'), dayjs('2025-07-11')]);
  const [start, end] = stay;
  const nights = start?.isValid() && end?.isValid() ? end.diff(start, 'day') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateRangePicker label="Stay" value={stay} onChange={(newValue) => setStay(newValue)} />
        <Typography variant="body2" data-testid="stay-summary">
          {nights === null ? 'Choose your arrival and departure' : `${nights} night${nights === 1 ? '' : 's'}, from ${start!.format('MMM D')} to ${end!.format('MMM D')}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
