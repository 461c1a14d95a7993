import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const firstDay = dayjs('2025-08-04');

const describe = (date: Dayjs | null) => {
  if (date === null) {
    return 'empty';
  }
  return date.isValid() ? date.format('YYYY-MM-DD') : 'incomplete';
};

export default function ControlledOrUncontrolled() {
  // Uncontrolled: the picker owns its value, the parent only hears about accepted dates.
  const [accepted, setAccepted] = React.useState<Dayjs | null | undefined>(undefined);
  // Controlled: the parent owns the value and can change it at any time.
  const [shift, setShift] = React.useState<Dayjs | null>(firstDay);

  const moveShift = (days: number) => {
    setShift((current) => (current?.isValid() ? current.add(days, 'day') : firstDay));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={1.5} sx={{ width: 280 }}>
          <DatePicker
            label="Uncontrolled"
            defaultValue={firstDay}
            onAccept={(newValue) => setAccepted(newValue)}
          />
          <Typography variant="body2">
            Last accepted: {accepted === undefined ? 'nothing yet' : describe(accepted)}
          </Typography>
        </Stack>
        <Stack spacing={1.5} sx={{ width: 280 }}>
          <DatePicker label="Controlled" value={shift} onChange={(newValue) => setShift(newValue)} />
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="outlined" onClick={() => moveShift(-1)}>
              Day before
            </Button>
            <Button size="small" variant="outlined" onClick={() => moveShift(1)}>
              Day after
            </Button>
          </Stack>
          <Typography variant="body2">State: {describe(shift)}</Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
