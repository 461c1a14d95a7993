import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, type GridColDef, type GridPivotModel } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'type', headerName: 'Ticket type', width: 130 },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'hours', headerName: 'Hours spent', type: 'number', width: 130 },
];

const teams = ['Billing', 'Mobile', 'Platform'];
const types = ['Bug', 'Feature', 'Question'];
const priorities = ['High', 'Low'];

const rows = teams.flatMap((team, t) =>
  types.flatMap((type, y) =>
    priorities.map((priority, p) => ({
      id: `${team}-${type}-${priority}`,
      team,
      type,
      priority,
      hours: 6 + ((t * 13 + y * 7 + p * 5) % 17) * 2,
    })),
  ),
);

const views: Record<string, { label: string; model: GridPivotModel }> = {
  teamByType: {
    label: 'Team × type',
    model: {
      rows: [{ field: 'team' }],
      columns: [{ field: 'type', sort: 'asc' }],
      values: [{ field: 'hours', aggFunc: 'sum' }],
    },
  },
  typeByPriority: {
    label: 'Type × priority',
    model: {
      rows: [{ field: 'type' }],
      columns: [{ field: 'priority', sort: 'asc' }],
      values: [
        { field: 'hours', aggFunc: 'sum' },
        { field: 'team', aggFunc: 'size' },
      ],
    },
  },
};

export default function PivotViews() {
  const [view, setView] = React.useState('teamByType');
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>(views.teamByType.model);
  const [pivotActive, setPivotActive] = React.useState(true);

  const chooseView = (key: string | null) => {
    if (!key) return;
    setView(key);
    setPivotModel(views[key].model);
    setPivotActive(true);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, key: string | null) => chooseView(key)} aria-label="Saved pivot view">
          {Object.entries(views).map(([key, { label }]) => (
            <ToggleButton key={key} value={key}>
              {label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel control={<Switch checked={pivotActive} onChange={(event) => setPivotActive(event.target.checked)} />} label="Pivot mode" />
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          showToolbar
          pivotModel={pivotModel}
          onPivotModelChange={(model) => {
            setPivotModel(model);
            setView('');
          }}
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
        />
      </Box>
    </Box>
  );
}
