import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { DataGrid, GridOverlay, type GridColDef, type GridRowsProp } from '@mui/x-data-grid';

function EmptyInbox() {
  return (
    <GridOverlay>
      <Stack spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <InboxOutlinedIcon fontSize="large" />
        <Typography variant="body2">Inbox zero. New support tickets will land here.</Typography>
      </Stack>
    </GridOverlay>
  );
}

function NothingMatches() {
  return (
    <GridOverlay>
      <Typography variant="body2" color="text.secondary">
        No ticket matches these filters. Try fewer words.
      </Typography>
    </GridOverlay>
  );
}

const columns: GridColDef[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'customer', headerName: 'Customer', width: 150 },
];

const tickets = [
  { id: 1, subject: 'Cannot reset my password', customer: 'R. Alvarez' },
  { id: 2, subject: 'Invoice shows the wrong address', customer: 'M. Fischer' },
  { id: 3, subject: 'Export to CSV is empty', customer: 'K. Osei' },
];

export default function CustomOverlays() {
  const [rows, setRows] = React.useState<GridRowsProp>([]);
  const [loading, setLoading] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setRows(tickets)} disabled={rows.length > 0}>
          Receive tickets
        </Button>
        <Button onClick={() => setRows([])} disabled={rows.length === 0}>
          Resolve all
        </Button>
        <FormControlLabel control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />} label="Loading" />
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          showToolbar
          hideFooter
          slots={{ noRowsOverlay: EmptyInbox, noResultsOverlay: NothingMatches }}
          slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
        />
      </Box>
    </Box>
  );
}
