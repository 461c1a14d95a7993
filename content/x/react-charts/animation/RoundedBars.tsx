import { BarChart, type BarProps } from '@mui/x-charts/BarChart';
import { useAnimateBar } from '@mui/x-charts/hooks';

// A replacement bar that keeps the chart's grow animation and only changes the shape.
function RoundedBar(props: BarProps) {
  const { x, y, width, height, xOrigin, yOrigin, layout, skipAnimation, color, id, dataIndex, ownerState, ...other } = props;
  const animated = useAnimateBar({ x, y, width, height, xOrigin, yOrigin, layout, skipAnimation });

  return <rect {...other} {...animated} rx={8} fill={color} data-series={id} data-index={dataIndex} />;
}

export default function RoundedBars() {
  return (
    <BarChart
      height={300}
      slots={{ bar: RoundedBar }}
      xAxis={[{ data: ['Espresso', 'Latte', 'Cappuccino', 'Mocha', 'Tea'] }]}
      series={[{ label: 'Cups sold this morning', data: [64, 92, 71, 38, 45] }]}
    />
  );
}
