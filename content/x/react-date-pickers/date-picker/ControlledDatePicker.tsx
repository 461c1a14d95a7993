import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function ControlledDatePicker() {
  const [checkIn, setCheckIn] = React.useState<Dayjs | null>(dayjs('2025-06-12'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Check-in" value={checkIn} onChange={(newValue) => setCheckIn(newValue)} />
        <Typography variant="body2" data-testid="check-in-summary">
          {checkIn?.isValid() ? `Arriving on ${checkIn.format('dddd, MMMM D, YYYY')}` : 'No valid check-in date yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
