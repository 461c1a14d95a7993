import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const departure = dayjs('2025-09-08');

export default function DatePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={2}>
          <DesktopDatePicker label="Desktop variant" defaultValue={departure} />
          <MobileDatePicker label="Mobile variant" defaultValue={departure} />
        </Stack>
        <StaticDatePicker defaultValue={departure} disableHighlightToday slotProps={{ actionBar: { actions: [] } }} />
      </Stack>
    </LocalizationProvider>
  );
}
