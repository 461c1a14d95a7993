import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { useDemoData } from '@mui/x-data-grid-generator';

export default function HundredThousandRows() {
  const { data, loading } = useDemoData({ dataSet: 'Commodity', rowLength: 100000, maxColumns: 12 });

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro {...data} loading={loading} aria-label="100,000 commodity trades" />
    </Box>
  );
}
