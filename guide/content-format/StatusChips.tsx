import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const statuses = [
  { label: 'Draft', color: 'default' },
  { label: 'In review', color: 'warning' },
  { label: 'Published', color: 'success' },
] as const;

export default function StatusChips() {
  return (
    <Stack direction="row" spacing={1}>
      {statuses.map((status) => (
        <Chip key={status.label} label={status.label} color={status.color} />
      ))}
    </Stack>
  );
}
