import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { PickersLayoutContentWrapper, PickersLayoutRoot, pickersLayoutClasses, usePickerLayout, type PickersLayoutProps } from '@mui/x-date-pickers/PickersLayout';

// Moves the chosen day by whole weeks: the picker's value and setter come from its context.
function WeekJumps({ className }: PickersActionBarProps) {
  const { value, setValue } = usePickerContext<Dayjs | null>();
  const move = (weeks: number) => setValue((value ?? dayjs('2025-09-15')).add(weeks, 'week'), { changeImportance: 'set' });

  return (
    <DialogActions className={className} sx={{ justifyContent: 'flex-start' }}>
      <Button onClick={() => move(-1)}>Previous week</Button>
      <Button onClick={() => move(1)}>Next week</Button>
    </DialogActions>
  );
}

// The default layout puts the action bar under the calendar; this one puts it above.
function TopActionsLayout(props: PickersLayoutProps<Dayjs | null>) {
  const { toolbar, content, actionBar, ownerState } = usePickerLayout(props);

  return (
    <PickersLayoutRoot ownerState={ownerState} className={pickersLayoutClasses.root}>
      {toolbar}
      <PickersLayoutContentWrapper className={pickersLayoutClasses.contentWrapper} ownerState={ownerState} sx={{ gridRow: 3 }}>
        {content}
      </PickersLayoutContentWrapper>
      <div style={{ gridColumn: '1 / 4', gridRow: 2 }}>{actionBar}</div>
    </PickersLayoutRoot>
  );
}

export default function ActionBarFirst() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-09-15')}
        disableHighlightToday
        slots={{ layout: TopActionsLayout, actionBar: WeekJumps }}
        slotProps={{ toolbar: { toolbarFormat: 'ddd, MMM D' } }}
      />
    </LocalizationProvider>
  );
}
