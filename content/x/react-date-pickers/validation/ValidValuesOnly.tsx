import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function ValidValuesOnly() {
  const [saved, setSaved] = React.useState<Dayjs | null>(dayjs('1990-02-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Date of birth"
          defaultValue={dayjs('1990-02-14')}
          minDate={dayjs('1900-01-01')}
          maxDate={dayjs('2010-12-31')}
          onChange={(newValue, context) => {
            // Only values that pass every rule reach the rest of the form.
            if (context.validationError == null) setSaved(newValue);
          }}
        />
        <Typography variant="body2" data-testid="saved-birth-date">
          Saved: {saved ? saved.format('YYYY-MM-DD') : 'nothing'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
