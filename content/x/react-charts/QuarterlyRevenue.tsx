import { LineChart } from '@mui/x-charts/LineChart';

// Revenue in thousands of dollars, one value per quarter.
const revenue: Record<'2024' | '2025', number[]> = {
  2024: [120, 135, 160, 190],
  2025: [140, 150, 175, 210],
};

export default function QuarterlyRevenue() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: ['Q1', 'Q2', 'Q3', 'Q4'] }]}
      series={[
        { label: '2024', data: revenue[2024] },
        { label: '2025', data: revenue[2025] },
      ]}
    />
  );
}
