import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function SiteWideFormats() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      // Only the entries listed here change; every other format keeps the adapter's default.
      dateFormats={{ keyboardDate: 'DD.MM.YYYY', keyboardDateTime24h: 'DD.MM.YYYY HH:mm' }}
    >
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Invoice date" defaultValue={dayjs('2025-03-14')} />
        <DateField label="Due date" defaultValue={dayjs('2025-04-13')} />
        <DateTimeField label="Sent at" defaultValue={dayjs('2025-03-14T16:05')} ampm={false} />
        <DateField label="Archived on (ISO, set on the field)" defaultValue={dayjs('2025-12-31')} format="YYYY-MM-DD" />
      </Stack>
    </LocalizationProvider>
  );
}
