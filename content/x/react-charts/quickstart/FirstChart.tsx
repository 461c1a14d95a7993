import { BarChart } from '@mui/x-charts/BarChart';

export default function FirstChart() {
  return (
    <BarChart
      height={300}
      xAxis={[{ data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }]}
      series={[
        { label: 'Visits', data: [320, 410, 380, 460, 520] },
        { label: 'Sign-ups', data: [24, 31, 28, 40, 45] },
      ]}
    />
  );
}
