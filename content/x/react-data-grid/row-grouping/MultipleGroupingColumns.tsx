import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, region: 'Europe', country: 'Portugal', store: 'Lisbon Chiado', revenue: 182000 },
  { id: 2, region: 'Europe', country: 'Portugal', store: 'Porto Ribeira', revenue: 121000 },
  { id: 3, region: 'Europe', country: 'Ireland', store: 'Dublin Docklands', revenue: 209000 },
  { id: 4, region: 'Americas', country: 'Canada', store: 'Toronto Queen St', revenue: 254000 },
  { id: 5, region: 'Americas', country: 'Canada', store: 'Montréal Plateau', revenue: 167000 },
  { id: 6, region: 'Americas', country: 'Chile', store: 'Santiago Centro', revenue: 98000 },
  { id: 7, region: 'Asia Pacific', country: 'Japan', store: 'Osaka Umeda', revenue: 231000 },
  { id: 8, region: 'Asia Pacific', country: 'Australia', store: 'Melbourne CBD', revenue: 176000 },
];

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 140 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'store', headerName: 'Store', flex: 1 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 140 },
];

export default function MultipleGroupingColumns() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aria-label="Stores by region and country"
        rowGroupingColumnMode="multiple"
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['region', 'country'] },
          columns: { columnVisibilityModel: { region: false, country: false } },
        }}
      />
    </Box>
  );
}
