import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

export default function EventDateTexts() {
  return (
    // The provider's texts apply to every picker inside it…
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={{ cancelButtonLabel: 'Back', okButtonLabel: 'Save' }}>
      {/* …and a picker's own localeText wins for that picker only. */}
      <MobileDatePicker
        label="Launch party"
        defaultValue={dayjs('2025-05-23')}
        localeText={{ toolbarTitle: 'Pick the party day' }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
