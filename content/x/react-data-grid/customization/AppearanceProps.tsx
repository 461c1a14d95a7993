import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridRowSpacingParams } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 140 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 120 },
  { field: 'wind', headerName: 'Wind (km/h)', type: 'number', width: 120 },
  { field: 'rain', headerName: 'Rain (mm)', type: 'number', width: 110 },
];

const rows = [
  { id: 1, station: 'Tromsø', temperature: -4.2, wind: 31, rain: 1.2 },
  { id: 2, station: 'Valentia', temperature: 9.8, wind: 44, rain: 6.4 },
  { id: 3, station: 'Seville', temperature: 17.1, wind: 8, rain: 0 },
  { id: 4, station: 'Zugspitze', temperature: -11.5, wind: 72, rain: 3.1 },
];

const spacing = (params: GridRowSpacingParams) => ({
  top: params.isFirstVisible ? 0 : 6,
  bottom: params.isLastVisible ? 0 : 6,
});

export default function AppearanceProps() {
  const [options, setOptions] = React.useState({ cellBorders: true, columnBorders: true, rowSpacing: false, tallHeaders: false });

  const toggle = (key: keyof typeof options) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setOptions((previous) => ({ ...previous, [key]: event.target.checked }));

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row sx={{ mb: 1 }}>
        <FormControlLabel control={<Switch checked={options.cellBorders} onChange={toggle('cellBorders')} />} label="Cell borders" />
        <FormControlLabel control={<Switch checked={options.columnBorders} onChange={toggle('columnBorders')} />} label="Header borders" />
        <FormControlLabel control={<Switch checked={options.rowSpacing} onChange={toggle('rowSpacing')} />} label="Row spacing" />
        <FormControlLabel control={<Switch checked={options.tallHeaders} onChange={toggle('tallHeaders')} />} label="Tall headers" />
      </FormGroup>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          showCellVerticalBorder={options.cellBorders}
          showColumnVerticalBorder={options.columnBorders}
          getRowSpacing={options.rowSpacing ? spacing : undefined}
          columnHeaderHeight={options.tallHeaders ? 72 : 56}
          sx={{ '& .MuiDataGrid-row': { bgcolor: 'background.paper' }, bgcolor: options.rowSpacing ? 'action.hover' : undefined }}
        />
      </Box>
    </Box>
  );
}
