import { LineChart } from '@mui/x-charts/LineChart';

export default function QuarterlyRevenue() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: ['Q1', 'Q2', 'Q3', 'Q4'] }]}
      series={[
        { label: '2024', data: [120, 135, 160, 190] },
        { label: '2025', data: [140, 150, 175, 210] },
      ]}
    />
  );
}
