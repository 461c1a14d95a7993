import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function QuarterlyBars() {
  return (
    <BarChart
      height={300}
      grid={{ horizontal: true }}
      slotProps={{ legend: { toggleVisibilityOnClick: true } }}
      xAxis={[{ data: quarters, categoryGapRatio: 0.3 }]}
      series={[
        { label: 'North region', data: [40, 52, 61, 58] },
        { label: 'South region', data: [35, 41, 38, 49] },
      ]}
    />
  );
}
