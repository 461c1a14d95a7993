import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

/** A pretend server: the days of a month that already have a concert, after a network-like delay. */
function fetchConcertDays(month: Dayjs): Promise<number[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const seed = month.month() + 1;
      resolve([3, 9, 14, 21, 27].map((day) => ((day + seed * 5) % month.daysInMonth()) + 1));
    }, 700);
  });
}

function ConcertDay(props: PickersDayProps & { concertDays?: number[] }) {
  const { concertDays = [], day, outsideCurrentMonth, ...other } = props;
  const booked = !outsideCurrentMonth && concertDays.includes(day.date());
  return (
    <Badge key={day.toString()} overlap="circular" color="secondary" variant="dot" invisible={!booked}>
      <PickersDay {...other} day={day} outsideCurrentMonth={outsideCurrentMonth} />
    </Badge>
  );
}

const firstMonth = dayjs('2025-05-01');

export default function MonthDataLoading() {
  const [loading, setLoading] = React.useState(false);
  const [concertDays, setConcertDays] = React.useState<number[]>([]);
  const request = React.useRef(0);

  const load = (month: Dayjs) => {
    const id = ++request.current;
    setLoading(true);
    fetchConcertDays(month).then((days) => {
      // Only the answer for the month on screen is kept.
      if (id === request.current) {
        setConcertDays(days);
        setLoading(false);
      }
    });
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Concert date"
        referenceDate={firstMonth}
        loading={loading}
        onOpen={() => load(firstMonth)}
        onMonthChange={load}
        renderLoading={() => <DayCalendarSkeleton />}
        slots={{ day: ConcertDay }}
        slotProps={{ day: { concertDays } as PickersDayProps & { concertDays: number[] } }}
      />
    </LocalizationProvider>
  );
}
