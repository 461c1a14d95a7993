import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const termStart = dayjs('2025-09-01');
const termEnd = dayjs('2025-12-19');

function errorMessage(error: DateValidationError) {
  switch (error) {
    case 'invalidDate':
      return 'Finish typing the date';
    case 'minDate':
      return `The term starts on ${termStart.format('MMMM D')}`;
    case 'maxDate':
      return `The term ends on ${termEnd.format('MMMM D')}`;
    default:
      return 'Between September 1 and December 19';
  }
}

export default function ValueAndError() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-10-06'));
  const [error, setError] = React.useState<DateValidationError>(null);

  let received = 'null';
  if (value !== null) {
    received = value.isValid() ? `Dayjs (${value.format('YYYY-MM-DD')})` : 'Dayjs (invalid)';
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="First lesson"
          value={value}
          minDate={termStart}
          maxDate={termEnd}
          onChange={(newValue) => setValue(newValue)}
          onError={(newError) => setError(newError)}
          slotProps={{ textField: { helperText: errorMessage(error) } }}
        />
        <Typography variant="body2">value: {received}</Typography>
        <Typography variant="body2">error: {error ?? 'null'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
