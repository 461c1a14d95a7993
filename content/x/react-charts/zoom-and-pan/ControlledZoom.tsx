import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import type { ZoomData } from '@mui/x-charts-pro/models';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const visitors = [5.1, 8.4, 6.2, 9.5, 12.3, 14.8, 13.1, 15.6, 11.2, 9.4, 7.3, 6.1];

export default function ControlledZoom() {
  const [zoom, setZoom] = React.useState<ZoomData[]>([{ axisId: 'month', start: 0, end: 50 }]);
  const range = zoom.find((item) => item.axisId === 'month');

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setZoom([{ axisId: 'month', start: 0, end: 50 }])}>
          First half
        </Button>
        <Button size="small" variant="outlined" onClick={() => setZoom([{ axisId: 'month', start: 50, end: 100 }])}>
          Second half
        </Button>
        <Button size="small" variant="outlined" onClick={() => setZoom([{ axisId: 'month', start: 0, end: 100 }])}>
          Whole year
        </Button>
        <Typography variant="body2" data-testid="zoom-range">
          {range ? `Showing ${Math.round(range.start)}% to ${Math.round(range.end)}% of the year` : ''}
        </Typography>
      </Stack>
      <BarChartPro
        height={280}
        zoomData={zoom}
        onZoomChange={setZoom}
        xAxis={[{ id: 'month', data: months, zoom: true }]}
        series={[{ label: 'Visitors (thousands)', data: visitors }]}
      />
    </Stack>
  );
}
