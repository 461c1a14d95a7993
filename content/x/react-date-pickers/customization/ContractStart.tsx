import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ContractStart() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2025-09-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        <DatePicker
          label="Contract start"
          value={start}
          onChange={setStart}
          closeOnSelect={false}
          slots={{ openPickerIcon: EventNoteIcon }}
          slotProps={{
            textField: { size: 'small', helperText: 'The first day the contract applies' },
            actionBar: { actions: ['clear', 'cancel', 'accept'] },
            openPickerButton: { color: 'primary' },
          }}
        />
        <Typography variant="body2" data-testid="contract-start">
          {start ? `Starts on ${start.format('dddd, MMMM D, YYYY')}` : 'No start date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
