import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const reportRanges: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'This week', getValue: () => [dayjs().startOf('week'), dayjs().endOf('week')] },
  { label: 'Last 7 days', getValue: () => [dayjs().subtract(7, 'day'), dayjs()] },
  {
    label: 'Last month',
    getValue: () => {
      const lastMonth = dayjs().subtract(1, 'month');
      return [lastMonth.startOf('month'), lastMonth.endOf('month')];
    },
  },
  { label: 'Clear', getValue: () => [null, null] },
];

export default function ReportPeriodShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker label="Report period" slotProps={{ shortcuts: { items: reportRanges } }} calendars={2} />
    </LocalizationProvider>
  );
}
