import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const weekly = [12, 18, 9, 22, 17, 25, 20];
const days = { scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] } as const;

export default function WeeklyOrders() {
  return (
    <SparkLineChart
      plotType="bar"
      data={weekly}
      height={50}
      color="#1976d2"
      showTooltip
      showHighlight
      xAxis={days}
      valueFormatter={(value) => (value === null ? '' : `${value} orders`)}
    />
  );
}
