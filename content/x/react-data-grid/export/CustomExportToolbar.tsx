import Box from '@mui/material/Box';
import { DataGrid, ExportCsv, ExportPrint, Toolbar, type GridColDef } from '@mui/x-data-grid';

function ReportToolbar() {
  return (
    <Toolbar>
      <ExportCsv options={{ fileName: 'monthly-report', allColumns: true }}>Download CSV</ExportCsv>
      <ExportPrint options={{ hideFooter: true }}>Print report</ExportPrint>
    </Toolbar>
  );
}

const columns: GridColDef[] = [
  { field: 'month', headerName: 'Month', width: 120 },
  { field: 'signups', headerName: 'Sign-ups', type: 'number', width: 120 },
  { field: 'churn', headerName: 'Churned', type: 'number', width: 120 },
];

const rows = [
  { id: 1, month: 'January', signups: 412, churn: 37 },
  { id: 2, month: 'February', signups: 389, churn: 41 },
  { id: 3, month: 'March', signups: 455, churn: 29 },
];

export default function CustomExportToolbar() {
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Monthly report"
        slots={{ toolbar: ReportToolbar }}
        showToolbar
        initialState={{ columns: { columnVisibilityModel: { churn: false } } }}
      />
    </Box>
  );
}
