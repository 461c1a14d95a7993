import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ChartProApi } from '@mui/x-charts-pro/context';

export default function ExportButtons() {
  const apiRef = React.useRef<ChartProApi<'line'> | undefined>(undefined);

  return (
    <div>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.exportAsImage({ type: 'image/png', fileName: 'quarterly-revenue' })}>
          Download PNG
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.exportAsPrint({ fileName: 'quarterly-revenue' })}>
          Print
        </Button>
      </Stack>
      <LineChartPro
        apiRef={apiRef}
        height={260}
        xAxis={[{ scaleType: 'point', data: ['Q1', 'Q2', 'Q3', 'Q4'] }]}
        series={[{ label: 'Revenue', data: [12, 18, 15, 22] }]}
      />
    </div>
  );
}
