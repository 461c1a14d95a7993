import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const day = dayjs('2025-03-08');

export default function FieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField label="Dense (default)" defaultValue={day} format="DD/MM/YYYY" />
        <DateField label="Spacious" defaultValue={day} format="DD/MM/YYYY" formatDensity="spacious" />
        <DateField label="Unpadded, with words" defaultValue={day} format="dddd D MMMM YYYY" shouldRespectLeadingZeros />
      </Stack>
    </LocalizationProvider>
  );
}
