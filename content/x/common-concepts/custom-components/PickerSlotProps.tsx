import EventIcon from '@mui/icons-material/Event';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function PickerSlotProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Due date"
        slots={{ openPickerIcon: EventIcon }}
        slotProps={{
          textField: { helperText: 'Shown in the team calendar' },
          actionBar: { actions: ['clear', 'today', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
