import dayjs from 'dayjs';
import Badge from '@mui/material/Badge';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// Salary on the 25th, a bonus on the 10th of March, June, September and December.
const isPayday = (day: dayjs.Dayjs) => day.date() === 25;
const isBonusDay = (day: dayjs.Dayjs) => day.date() === 10 && day.month() % 3 === 2;

function PaydayDay(props: PickersDayProps) {
  const { day, outsideCurrentMonth } = props;
  const mark = outsideCurrentMonth ? null : isPayday(day) ? 'salary' : isBonusDay(day) ? 'bonus' : null;

  return (
    <Badge
      overlap="circular"
      color={mark === 'bonus' ? 'secondary' : 'success'}
      variant="dot"
      invisible={mark === null}
      data-mark={mark ?? undefined}
    >
      <PickersDay {...props} aria-label={mark ? `${day.format('MMMM D')}, ${mark} day` : undefined} />
    </Badge>
  );
}

export default function PaydayCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar defaultValue={dayjs('2025-09-03')} disableHighlightToday slots={{ day: PaydayDay }} />
    </LocalizationProvider>
  );
}
