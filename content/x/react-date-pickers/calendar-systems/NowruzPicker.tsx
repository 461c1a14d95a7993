import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { faIR } from '@mui/x-date-pickers/locales';

// Values are plain Date objects; only the calendar the pickers display changes.
const gregorian = new Intl.DateTimeFormat('en-US', { dateStyle: 'full' });

export default function NowruzPicker() {
  // 1 Farvardin 1404, the Persian new year, is 21 March 2025.
  const [date, setDate] = React.useState<Date | null>(new Date(2025, 2, 21));

  return (
    <LocalizationProvider dateAdapter={AdapterDateFnsJalali} localeText={faIR.components.MuiLocalizationProvider.defaultProps.localeText}>
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        <DatePicker label="تاریخ" value={date} onChange={setDate} />
        <Typography variant="body2" data-testid="gregorian-date" lang="en">
          {date ? `Gregorian: ${gregorian.format(date)}` : 'No date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
