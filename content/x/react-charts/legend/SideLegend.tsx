import { LineChart } from '@mui/x-charts/LineChart';
import type { LineChartSlotProps } from '@mui/x-charts/LineChart';

const slotProps: LineChartSlotProps = {
  legend: {
    direction: 'vertical',
    position: { vertical: 'middle', horizontal: 'end' },
  },
};

export default function SideLegend() {
  return (
    <LineChart
      height={280}
      slotProps={slotProps}
      xAxis={[{ scaleType: 'point', data: ['Mon', 'Tue', 'Wed', 'Thu'] }]}
      series={[
        { label: 'Orders', data: [30, 42, 38, 51], labelMarkType: 'line' },
        { label: 'Returns', data: [4, 6, 3, 5], labelMarkType: 'line' },
      ]}
    />
  );
}
