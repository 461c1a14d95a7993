import { LineChart } from '@mui/x-charts/LineChart';

const quarters = [
  [2024, 0],
  [2024, 3],
  [2024, 6],
  [2024, 9],
  [2025, 0],
  [2025, 3],
  [2025, 6],
  [2025, 9],
].map(([year, month]) => new Date(Date.UTC(year!, month!, 1)));

const downloads = [120, 950, 4800, 21000, 88000, 240000, 610000, 1350000];

const quarterLabel = (date: Date) => `Q${Math.floor(date.getUTCMonth() / 3) + 1} ${date.getUTCFullYear()}`;

export default function LogAndTimeScales() {
  return (
    <LineChart
      height={320}
      grid={{ horizontal: true }}
      xAxis={[{ scaleType: 'utc', data: quarters, valueFormatter: quarterLabel, tickInterval: quarters }]}
      yAxis={[{ scaleType: 'log', label: 'Downloads per quarter', width: 75, valueFormatter: (value: number) => value.toLocaleString('en-US') }]}
      series={[{ label: 'Downloads', data: downloads, valueFormatter: (value) => (value === null ? '' : value.toLocaleString('en-US')) }]}
    />
  );
}
