import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function Departure() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-09-12T18:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimePicker label="Departure" value={value} onChange={setValue} />
        <Typography variant="body2" data-testid="departure-value">
          {value?.isValid() ? value.format('dddd D MMMM YYYY, HH:mm') : 'No departure set'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
