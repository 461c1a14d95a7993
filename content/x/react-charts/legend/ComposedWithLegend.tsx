import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { useLegend } from '@mui/x-charts/hooks';

const itemStyle = (color: string) => ({ color });

function PlainLegend() {
  const { items } = useLegend();
  return (
    <ul>
      {items.map((item) => (
        <li key={item.label} style={itemStyle(item.color)}>
          {item.label}
        </li>
      ))}
    </ul>
  );
}

export default function ComposedWithLegend() {
  return (
    <ChartsDataProvider
      height={240}
      xAxis={[{ scaleType: 'band', data: ['A', 'B', 'C'] }]}
      series={[{ type: 'bar', label: 'Units', data: [5, 9, 4] }]}
    >
      <ChartsSurface>
        <BarPlot />
        <ChartsXAxis />
      </ChartsSurface>
      <PlainLegend />
    </ChartsDataProvider>
  );
}
