import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function DatePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="Birthday" views={['year', 'month', 'day']} openTo="year" defaultValue={dayjs('1990-04-23')} />
        <DatePicker label="Card expiry" views={['month', 'year']} format="MM/YYYY" monthsPerRow={4} defaultValue={dayjs('2027-11-01')} />
        <DatePicker label="Graduation year" views={['year']} yearsOrder="desc" defaultValue={dayjs('2018-01-01')} />
      </Stack>
    </LocalizationProvider>
  );
}
