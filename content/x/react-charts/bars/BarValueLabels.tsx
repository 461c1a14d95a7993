import { BarChart } from '@mui/x-charts/BarChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function BarValueLabels() {
  return (
    <BarChart
      height={280}
      borderRadius={6}
      xAxis={[{ data: days }]}
      yAxis={[{ max: 70 }]}
      series={[
        {
          label: 'Deliveries',
          data: [42, 38, 51, 47, 60, 24, 2],
          barLabel: 'value',
          barLabelPlacement: 'outside',
          minBarSize: 4,
        },
      ]}
    />
  );
}
