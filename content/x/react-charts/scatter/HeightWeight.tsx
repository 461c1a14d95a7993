import { ScatterChart } from '@mui/x-charts/ScatterChart';

const teamA = [
  { id: 1, x: 165, y: 58 },
  { id: 2, x: 172, y: 70 },
  { id: 3, x: 180, y: 77 },
];
const teamB = [
  { id: 4, x: 158, y: 52 },
  { id: 5, x: 176, y: 81 },
  { id: 6, x: 185, y: 90 },
];

export default function HeightWeight() {
  return (
    <ScatterChart
      height={300}
      xAxis={[{ label: 'Height (cm)', min: 150, height: 52 }]}
      yAxis={[{ label: 'Weight (kg)' }]}
      series={[
        { label: 'Team A', data: teamA, markerSize: 6 },
        {
          label: 'Team B',
          data: teamB,
          valueFormatter: (point) => (point ? `${point.x} cm, ${point.y} kg` : ''),
        },
      ]}
    />
  );
}
