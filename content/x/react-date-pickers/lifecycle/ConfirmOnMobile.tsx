import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function ConfirmOnMobile() {
  const [draft, setDraft] = React.useState<Dayjs | null>(dayjs('2025-09-20'));
  const [confirmed, setConfirmed] = React.useState<Dayjs | null>(dayjs('2025-09-20'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <MobileDatePicker
          label="Wedding date"
          value={draft}
          onChange={setDraft}
          onAccept={setConfirmed}
          slotProps={{ actionBar: { actions: ['cancel', 'accept'] } }}
        />
        <Typography variant="body2" data-testid="draft-date">
          Shown in the field: {draft?.format('D MMMM YYYY') ?? 'nothing'}
        </Typography>
        <Typography variant="body2" data-testid="confirmed-date">
          Sent to the caterer: {confirmed?.format('D MMMM YYYY') ?? 'nothing'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
