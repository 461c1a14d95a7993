import { PieChart } from '@mui/x-charts/PieChart';

const seats = [
  { id: 'green', value: 41, label: 'Green alliance', color: '#2e7d32' },
  { id: 'civic', value: 57, label: 'Civic union', color: '#1565c0' },
  { id: 'labour', value: 38, label: 'Labour front', color: '#c62828' },
  { id: 'independent', value: 14, label: 'Independents', color: '#757575' },
];

export default function HalfDonut() {
  return (
    <PieChart
      height={240}
      series={[
        {
          data: seats,
          startAngle: -90,
          endAngle: 90,
          innerRadius: '50%',
          outerRadius: '100%',
          cy: '85%',
          arcLabel: 'value',
          valueFormatter: (item) => `${item.value} seats`,
        },
      ]}
    />
  );
}
