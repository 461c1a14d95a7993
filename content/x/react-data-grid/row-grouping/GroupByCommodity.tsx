import Box from '@mui/material/Box';
import { DataGridPremium, useGridApiRef, useKeepGroupedColumnsHidden } from '@mui/x-data-grid-premium';
import { useDemoData } from '@mui/x-data-grid-generator';

const visibleFields = ['commodity', 'quantity', 'filledQuantity', 'status', 'unitPrice', 'traderName'];

export default function GroupByCommodity() {
  const { data, loading } = useDemoData({ dataSet: 'Commodity', rowLength: 300, maxColumns: 20, visibleFields });
  const apiRef = useGridApiRef();
  // Hide the "Commodity" column while its values are shown in the grouping column.
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { ...data.initialState, rowGrouping: { model: ['commodity'] } },
  });

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium {...data} apiRef={apiRef} loading={loading} initialState={initialState} aria-label="Commodity trades grouped by commodity" />
    </Box>
  );
}
