import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// What the server sent when the form loaded: a plain string, not a date object.
const savedProfile = { name: 'Ada', birthday: '1988-02-29' };

export default function BirthdayPayload() {
  const [birthday, setBirthday] = React.useState<Dayjs | null>(dayjs(savedProfile.birthday));

  // What the form would send back: the date turned into a string again.
  const payload = {
    name: savedProfile.name,
    birthday: birthday?.isValid() ? birthday.format('YYYY-MM-DD') : null,
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Birthday" value={birthday} onChange={(newValue) => setBirthday(newValue)} />
        <Box component="pre" sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13 }}>
          {JSON.stringify(payload, null, 2)}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
