import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function AlarmTime() {
  const [alarm, setAlarm] = React.useState<Dayjs | null>(dayjs('2025-05-14T07:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 280 }}>
        <TimePicker label="Alarm" value={alarm} onChange={setAlarm} />
        <Typography variant="body2" data-testid="alarm-summary">
          {alarm?.isValid() ? `The alarm rings at ${alarm.format('HH:mm')}` : 'No alarm set'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
