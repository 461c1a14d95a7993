import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

// The courier only delivers during this week.
const windowOpens = dayjs('2025-05-12T08:00');
const windowCloses = dayjs('2025-05-16T18:00');

export default function DeliverySlotPicker() {
  const [slot, setSlot] = React.useState<Dayjs | null>(dayjs('2025-05-13T10:30'));
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  let summary = 'No delivery slot chosen';
  if (error !== null) {
    summary = `Rejected by validation: ${error}`;
  } else if (slot?.isValid()) {
    summary = `Delivery on ${slot.format('dddd, MMMM D [at] h:mm A')}`;
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimePicker
          label="Delivery slot"
          value={slot}
          minDateTime={windowOpens}
          maxDateTime={windowCloses}
          onChange={(newValue, context) => {
            setSlot(newValue);
            setError(context.validationError);
          }}
        />
        <Typography variant="body2">{summary}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
