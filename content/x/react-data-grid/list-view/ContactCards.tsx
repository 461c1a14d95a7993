import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridListViewColDef } from '@mui/x-data-grid-pro';

interface Contact {
  id: number;
  name: string;
  email: string;
  team: string;
  city: string;
}

const rows: Contact[] = [
  { id: 1, name: 'Amaka Obi', email: 'amaka.obi@northwind.test', team: 'Design', city: 'Lagos' },
  { id: 2, name: 'Bjørn Lund', email: 'bjorn.lund@northwind.test', team: 'Engineering', city: 'Bergen' },
  { id: 3, name: 'Carmen Ruiz', email: 'carmen.ruiz@northwind.test', team: 'Sales', city: 'Seville' },
  { id: 4, name: 'Dev Patel', email: 'dev.patel@northwind.test', team: 'Engineering', city: 'Pune' },
  { id: 5, name: 'Emi Tanaka', email: 'emi.tanaka@northwind.test', team: 'Support', city: 'Sapporo' },
  { id: 6, name: 'Farid Haddad', email: 'farid.haddad@northwind.test', team: 'Sales', city: 'Beirut' },
  { id: 7, name: 'Greta Vogel', email: 'greta.vogel@northwind.test', team: 'Design', city: 'Leipzig' },
];

// Still used in list view: the quick filter, sorting and exports work on these fields.
const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'city', headerName: 'City', width: 120 },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

const listViewColumn: GridListViewColDef<Contact> = {
  field: 'contactCard',
  renderCell: ({ row }) => (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%', width: '100%' }}>
      <Avatar sx={{ width: 36, height: 36, fontSize: 14 }}>{initials(row.name)}</Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
          {row.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {row.email} · {row.city}
        </Typography>
      </Box>
      <Chip label={row.team} size="small" variant="outlined" />
    </Stack>
  ),
};

export default function ContactCards() {
  return (
    <Box sx={{ height: 420, width: '100%', maxWidth: 440, mx: 'auto' }}>
      <DataGridPro rows={rows} columns={columns} listView listViewColumn={listViewColumn} rowHeight={64} showToolbar hideFooter />
    </Box>
  );
}
