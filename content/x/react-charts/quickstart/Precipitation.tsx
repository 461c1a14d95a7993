import { BarChart } from '@mui/x-charts/BarChart';

const dataset = [
  { month: 'Jan', rain: 78, snow: 12 },
  { month: 'Feb', rain: 61, snow: 20 },
  { month: 'Mar', rain: 55, snow: 5 },
];

export default function Precipitation() {
  return (
    <BarChart
      height={300}
      dataset={dataset}
      xAxis={[{ dataKey: 'month' }]}
      series={[
        { dataKey: 'rain', label: 'Rain (mm)' },
        { dataKey: 'snow', label: 'Snow (mm)' },
      ]}
    />
  );
}
