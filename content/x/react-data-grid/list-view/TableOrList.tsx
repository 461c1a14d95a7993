import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridListViewColDef, type GridSortModel } from '@mui/x-data-grid-pro';

interface Listing {
  id: number;
  title: string;
  district: string;
  rooms: number;
  rent: number;
}

const rows: Listing[] = [
  { id: 1, title: 'Bright loft above the bakery', district: 'Neustadt', rooms: 2, rent: 1180 },
  { id: 2, title: 'Family flat with a garden', district: 'Südstadt', rooms: 4, rent: 1650 },
  { id: 3, title: 'Studio near the university', district: 'Altstadt', rooms: 1, rent: 690 },
  { id: 4, title: 'Quiet courtyard apartment', district: 'Neustadt', rooms: 3, rent: 1320 },
  { id: 5, title: 'Top floor with river view', district: 'Hafen', rooms: 2, rent: 1410 },
  { id: 6, title: 'Shared house, one room free', district: 'Südstadt', rooms: 1, rent: 540 },
];

const euro = (value: number) => `€${value.toLocaleString('en-US')}`;

const columns: GridColDef<Listing>[] = [
  { field: 'title', headerName: 'Listing', flex: 1, minWidth: 220 },
  { field: 'district', headerName: 'District', width: 120 },
  { field: 'rooms', headerName: 'Rooms', type: 'number', width: 90 },
  { field: 'rent', headerName: 'Rent per month', type: 'number', width: 150, valueFormatter: (value: number) => euro(value) },
];

const listViewColumn: GridListViewColDef<Listing> = {
  field: 'listingCard',
  renderCell: ({ row }) => (
    <Stack sx={{ justifyContent: 'center', height: '100%' }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {row.title}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {row.district} · {row.rooms} {row.rooms === 1 ? 'room' : 'rooms'} · {euro(row.rent)} per month
      </Typography>
    </Stack>
  ),
};

export default function TableOrList() {
  const [layout, setLayout] = React.useState<'table' | 'list'>('table');
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'rent', sort: 'asc' }]);
  const isList = layout === 'list';

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <ToggleButtonGroup size="small" exclusive value={layout} onChange={(_, value) => value && setLayout(value)} aria-label="Layout">
          <ToggleButton value="table">Table</ToggleButton>
          <ToggleButton value="list">List</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary">
          Sorted by {sortModel.length ? `${sortModel[0].field}, ${sortModel[0].sort === 'asc' ? 'ascending' : 'descending'}` : 'nothing'}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          listView={isList}
          listViewColumn={listViewColumn}
          rowHeight={isList ? 60 : 52}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
