import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];

export default function TargetReferenceLine() {
  return (
    <BarChart
      height={300}
      xAxis={[{ data: weeks }]}
      series={[{ label: 'Tickets closed', data: [118, 132, 97, 141, 126, 150] }]}
    >
      <ChartsReferenceLine y={125} label="Weekly target: 125" labelAlign="end" lineStyle={{ strokeDasharray: '6 4' }} />
    </BarChart>
  );
}
