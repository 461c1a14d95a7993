import * as React from 'react';
// The adapter formats in Arabic (Saudi Arabia): the locale must be in the bundle, the browser cannot load it on demand.
// It comes first because moment-hijri adds the Hijri month names to it, and defining it afterwards would drop them.
import 'moment/locale/ar-sa';
import moment, { type Moment } from 'moment-hijri';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// moment-hijri knows the years 1356 to 1499 AH: the limits keep the year view inside them.
const minDate = moment('1938-01-01', 'YYYY-MM-DD');
const maxDate = moment('2075-12-31', 'YYYY-MM-DD');

export default function HijriCalendar() {
  // 1 Ramadan 1446 is 1 March 2025.
  const [day, setDay] = React.useState<Moment | null>(moment('2025-03-01', 'YYYY-MM-DD'));

  return (
    <LocalizationProvider dateAdapter={AdapterMomentHijri}>
      <Stack sx={{ alignItems: 'center' }}>
        <DateCalendar value={day} onChange={setDay} minDate={minDate} maxDate={maxDate} disableHighlightToday />
        <Typography variant="body2" data-testid="hijri-readout" lang="en">
          {day ? `Hijri ${day.clone().locale('en').format('iYYYY/iM/iD')}, Gregorian ${day.clone().locale('en').format('YYYY-MM-DD')}` : 'No day selected'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
