import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const firstOpening = dayjs('2025-04-01');
const lastOpening = dayjs('2025-06-30');

// Every error gets a sentence, so the message does not depend on seeing a red outline.
function explain(error: DateValidationError) {
  switch (error) {
    case 'minDate':
    case 'maxDate':
      return 'Appointments are available from 1 April to 30 June 2025.';
    case 'invalidDate':
      return 'This date is incomplete: fill in the day, the month and the year.';
    default:
      return 'Format: month, day, year. The clinic is open from 1 April to 30 June 2025.';
  }
}

export default function LabelledAppointment() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-04-15'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Appointment date"
        value={value}
        onChange={setValue}
        minDate={firstOpening}
        maxDate={lastOpening}
        onError={setError}
        slotProps={{ textField: { helperText: explain(error) } }}
        sx={{ maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
