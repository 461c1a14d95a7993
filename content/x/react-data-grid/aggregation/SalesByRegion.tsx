import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, type GridColDef, type GridGroupNode, useKeepGroupedColumnsHidden, useGridApiRef } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'store', headerName: 'Store', flex: 1, minWidth: 150 },
  { field: 'units', headerName: 'Units sold', type: 'number', width: 130 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 140 },
];

const rows = [
  { id: 1, region: 'North', store: 'Harbour Mall', units: 412, revenue: 18_540 },
  { id: 2, region: 'North', store: 'Old Town', units: 268, revenue: 11_790 },
  { id: 3, region: 'South', store: 'Beach Road', units: 530, revenue: 22_260 },
  { id: 4, region: 'South', store: 'Airport', units: 190, revenue: 9_880 },
  { id: 5, region: 'South', store: 'Station Arcade', units: 305, revenue: 13_420 },
  { id: 6, region: 'West', store: 'Riverside', units: 344, revenue: 15_480 },
];

type Position = 'inline' | 'footer';

const positions: Record<Position, (node: GridGroupNode) => 'inline' | 'footer' | null> = {
  // The default: group rows carry their own totals, the grand total sits in the grid's footer.
  inline: (node) => (node.depth === -1 ? 'footer' : 'inline'),
  // Every group gets a footer row under its children, like a subtotal line in a report.
  footer: () => 'footer',
};

export default function SalesByRegion() {
  const apiRef = useGridApiRef();
  const [position, setPosition] = React.useState<Position>('inline');
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['region'] },
      aggregation: { model: { units: 'sum', revenue: 'sum' } },
    },
  });

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={position}
        onChange={(_, value: Position | null) => value && setPosition(value)}
        aria-label="Where group totals go"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="inline">On the group row</ToggleButton>
        <ToggleButton value="footer">In a group footer</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={initialState}
          defaultGroupingExpansionDepth={-1}
          getAggregationPosition={positions[position]}
        />
      </Box>
    </Box>
  );
}
