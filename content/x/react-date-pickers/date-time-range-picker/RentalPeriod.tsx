import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function rentalLength([start, end]: DateRange<Dayjs>) {
  if (!start?.isValid() || !end?.isValid()) return 'Choose when you pick the van up and bring it back';
  const hours = end.diff(start, 'hour');
  if (hours <= 0) return 'The return must come after the pick-up';
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} and ${hours % 24} hours, billed as ${Math.ceil(hours / 24)} rental days`;
}

export default function RentalPeriod() {
  const [rental, setRental] = React.useState<DateRange<Dayjs>>([dayjs('2025-05-02T10:00'), dayjs('2025-05-05T18:00')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 460 }}>
        <DateTimeRangePicker label="Van rental" value={rental} onChange={setRental} ampm={false} />
        <Typography variant="body2" data-testid="rental-summary">
          {rentalLength(rental)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
