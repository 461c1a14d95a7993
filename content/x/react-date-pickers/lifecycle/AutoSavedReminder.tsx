import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const earliest = dayjs('2025-03-01T08:00');

export default function AutoSavedReminder() {
  const [saves, setSaves] = React.useState<string[]>([]);
  const [skipped, setSkipped] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Reminder"
          defaultValue={dayjs('2025-03-14T09:30')}
          minDateTime={earliest}
          ampm={false}
          onAccept={(newValue, context) => {
            // Field edits are committed one section at a time, so an unfinished edit can arrive here.
            if (context.validationError == null && newValue?.isValid()) {
              setSaves((previous) => [...previous, newValue.format('YYYY-MM-DD HH:mm')]);
            } else {
              setSkipped((count) => count + 1);
            }
          }}
        />
        <Typography variant="body2" data-testid="save-count">
          Saved {saves.length} {saves.length === 1 ? 'time' : 'times'}
          {saves.length > 0 ? `, last value ${saves[saves.length - 1]}` : ''}; skipped {skipped} invalid {skipped === 1 ? 'value' : 'values'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
