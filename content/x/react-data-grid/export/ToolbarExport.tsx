import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
  { field: 'plan', headerName: 'Plan', width: 110 },
  // Kept on screen for the support team, never in exported files.
  { field: 'internalNote', headerName: 'Internal note', width: 170, disableExport: true },
];

const rows = [
  { id: 1, name: 'Ada Mensah', email: 'ada.mensah@example.com', plan: 'Team', internalNote: 'Renewal call in May' },
  { id: 2, name: 'Bruno Costa', email: 'bruno.costa@example.com', plan: 'Solo', internalNote: '' },
  { id: 3, name: 'Chloé Dubois', email: 'chloe.dubois@example.com', plan: 'Enterprise', internalNote: 'Asked for SSO' },
  { id: 4, name: 'Dmitri Volkov', email: 'dmitri.volkov@example.com', plan: 'Team', internalNote: '' },
];

export default function ToolbarExport() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Customers"
        showToolbar
        slotProps={{
          toolbar: {
            csvOptions: { fileName: 'customers', delimiter: ';', utf8WithBom: true },
            printOptions: { hideFooter: true, hideToolbar: true },
          },
        }}
      />
    </Box>
  );
}
