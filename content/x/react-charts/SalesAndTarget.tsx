import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

export default function SalesAndTarget() {
  return (
    <ChartsContainer
      height={300}
      xAxis={[{ scaleType: 'band', data: ['Jan', 'Feb', 'Mar', 'Apr'] }]}
      series={[
        { type: 'bar', label: 'Sales', data: [42, 51, 38, 60] },
        { type: 'line', label: 'Target', data: [45, 45, 50, 50] },
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartsContainer>
  );
}
