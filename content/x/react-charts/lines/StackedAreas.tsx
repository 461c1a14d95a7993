import { LineChart } from '@mui/x-charts/LineChart';

const years = [2021, 2022, 2023, 2024, 2025];

export default function StackedAreas() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => String(year) }]}
      yAxis={[{ label: 'Visits (thousands)', width: 60 }]}
      series={[
        { label: 'Search', data: [30, 34, 41, 45, 49], area: true, stack: 'traffic', showMark: false },
        { label: 'Social', data: [12, 18, 22, 21, 24], area: true, stack: 'traffic', showMark: false },
        { label: 'Direct', data: [20, 19, 23, 26, 25], area: true, stack: 'traffic', showMark: false },
      ]}
    />
  );
}
