import { BarChart } from '@mui/x-charts/BarChart';

const rainfall = [
  { month: 'Jan', lisbon: 100, dublin: 71, vienna: 38 },
  { month: 'Feb', lisbon: 87, dublin: 52, vienna: 42 },
  { month: 'Mar', lisbon: 56, dublin: 51, vienna: 41 },
  { month: 'Apr', lisbon: 64, dublin: 54, vienna: 51 },
  { month: 'May', lisbon: 51, dublin: 59, vienna: 61 },
  { month: 'Jun', lisbon: 16, dublin: 66, vienna: 75 },
];

const millimetres = (value: number | null) => (value === null ? '' : `${value} mm`);

export default function DatasetBars() {
  return (
    <BarChart
      height={300}
      dataset={rainfall}
      xAxis={[{ dataKey: 'month' }]}
      series={[
        { dataKey: 'lisbon', label: 'Lisbon', valueFormatter: millimetres },
        { dataKey: 'dublin', label: 'Dublin', valueFormatter: millimetres },
        { dataKey: 'vienna', label: 'Vienna', valueFormatter: millimetres },
      ]}
    />
  );
}
