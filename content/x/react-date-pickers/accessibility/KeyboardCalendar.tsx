import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

export default function KeyboardCalendar() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-03-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <DateCalendar value={value} onChange={setValue} shouldDisableDate={isWeekend} displayWeekNumber />
        <Typography variant="body2" data-testid="working-day" aria-live="polite">
          Selected working day: {value?.format('dddd D MMMM YYYY') ?? 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
