import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function UtcFromEmpty() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Report date (UTC)" timezone="UTC" referenceDate={dayjs.utc('2025-01-01')} value={value} onChange={setValue} />
        <Typography variant="body2" data-testid="utc-value">
          {value?.isValid() ? `Stored: ${value.toISOString()}` : 'Pick a day: it is stored at midnight UTC'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
