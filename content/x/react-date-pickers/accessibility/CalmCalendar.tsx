import * as React from 'react';
import dayjs from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function CalmCalendar() {
  const [calm, setCalm] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={calm} onChange={(event) => setCalm(event.target.checked)} />}
          label="Reduce animations"
        />
        <DateCalendar defaultValue={dayjs('2025-10-08')} reduceAnimations={calm} />
      </Stack>
    </LocalizationProvider>
  );
}
