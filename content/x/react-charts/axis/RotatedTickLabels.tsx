import { BarChart } from '@mui/x-charts/BarChart';

const xAxis = [
  {
    data: ['North America', 'South America', 'Europe', 'Asia Pacific'],
    height: 60,
    tickLabelStyle: { angle: -30, textAnchor: 'end', fontSize: 12 },
  },
] as const;

export default function RotatedTickLabels() {
  return <BarChart height={320} xAxis={xAxis} series={[{ data: [40, 18, 35, 52] }]} />;
}
