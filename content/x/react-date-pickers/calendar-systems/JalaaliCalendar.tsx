import * as React from 'react';
import moment, { type Moment } from 'moment-jalaali';
// The adapter formats in Persian: the locale must be in the bundle, the browser cannot load it on demand.
import 'moment/locale/fa';

// Persian month and weekday names; without this call moment-jalaali writes the months in Latin letters (Aazar).
moment.loadPersian({ dialect: 'persian-modern', usePersianDigits: true });
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterMomentJalaali } from '@mui/x-date-pickers/AdapterMomentJalaali';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function JalaaliCalendar() {
  // Yalda night, the longest night of the year: 30 Azar 1403, 20 December 2024.
  const [day, setDay] = React.useState<Moment | null>(moment('2024-12-20', 'YYYY-MM-DD'));

  return (
    <LocalizationProvider dateAdapter={AdapterMomentJalaali}>
      <Stack sx={{ alignItems: 'center' }}>
        <DateCalendar value={day} onChange={setDay} disableHighlightToday />
        <Typography variant="body2" data-testid="jalaali-readout" lang="en">
          {day ? `Jalali ${day.clone().locale('en').format('jYYYY/jMM/jDD')}, Gregorian ${day.clone().locale('en').format('YYYY-MM-DD')}` : 'No day selected'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
