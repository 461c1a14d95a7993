import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const messages: Partial<Record<NonNullable<DateValidationError>, string>> = {
  minDate: 'The season opens on June 1, 2025.',
  maxDate: 'The season closes on August 31, 2025.',
  invalidDate: 'This date is not valid.',
};

export default function BookingMessages() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Campsite booking"
        defaultValue={dayjs('2025-09-12')}
        minDate={dayjs('2025-06-01')}
        maxDate={dayjs('2025-08-31')}
        onError={(newError) => setError(newError)}
        slotProps={{ textField: { helperText: error ? messages[error] : 'Between June 1 and August 31, 2025' } }}
      />
    </LocalizationProvider>
  );
}
