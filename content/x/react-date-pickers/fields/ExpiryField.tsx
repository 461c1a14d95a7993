import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function ExpiryField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2027-08-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 260 }}>
        <DateField label="Card expiry" value={value} onChange={setValue} format="MM/YYYY" clearable minDate={dayjs('2025-01-01')} />
        <Typography variant="body2" data-testid="expiry-value">
          {value?.isValid() ? `Expires at the end of ${value.format('MMMM YYYY')}` : 'No expiry date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
