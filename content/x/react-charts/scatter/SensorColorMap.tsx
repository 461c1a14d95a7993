import { ScatterChart } from '@mui/x-charts/ScatterChart';

const readings = [
  { id: 'a', x: 1, y: 12, z: 5 },
  { id: 'b', x: 2, y: 18, z: 40 },
  { id: 'c', x: 3, y: 9, z: 75 },
  { id: 'd', x: 4, y: 22, z: 95 },
];

export default function SensorColorMap() {
  return (
    <ScatterChart
      height={300}
      series={[{ label: 'Sensors', data: readings }]}
      zAxis={[
        {
          colorMap: {
            type: 'piecewise',
            thresholds: [25, 70],
            colors: ['#2e7d32', '#ed6c02', '#d32f2f'],
          },
        },
      ]}
    />
  );
}
