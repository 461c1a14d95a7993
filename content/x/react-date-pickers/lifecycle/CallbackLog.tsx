import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickerChangeHandlerContext, DateValidationError } from '@mui/x-date-pickers/models';

function describe(value: Dayjs | null) {
  if (value === null) {
    return 'empty';
  }
  return value.isValid() ? value.format('YYYY-MM-DD') : 'invalid date';
}

export default function CallbackLog() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-06-12'));
  const [log, setLog] = React.useState<string[]>([]);
  const record = (line: string) => setLog((previous) => [...previous, line]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ width: '100%' }}>
        <DesktopDatePicker
          label="Delivery day"
          value={value}
          onChange={(newValue, context: PickerChangeHandlerContext<DateValidationError>) => {
            setValue(newValue);
            record(`onChange ${describe(newValue)} (${context.source})`);
          }}
          onAccept={(newValue) => record(`onAccept ${describe(newValue)}`)}
          onClose={() => record('onClose')}
        />
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2">Callbacks, oldest first</Typography>
          <Typography component="ol" variant="body2" data-testid="callback-log" sx={{ m: 0, pl: 3, fontFamily: 'monospace' }}>
            {log.length === 0 ? <li>Nothing yet: open the calendar or type in the field.</li> : log.map((line, index) => <li key={index}>{line}</li>)}
          </Typography>
          <Button size="small" onClick={() => setLog([])} sx={{ alignSelf: 'flex-start' }}>
            Clear the log
          </Button>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
