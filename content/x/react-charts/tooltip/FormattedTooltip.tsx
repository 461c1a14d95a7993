import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';

const hours = [6, 8, 10, 12, 14, 16, 18, 20];
const price = [0.182, 0.214, 0.151, 0.096, 0.088, 0.132, 0.268, 0.231];
const solar = [0, 1.2, 3.8, 5.1, 4.6, 2.4, 0.3, 0];

export default function FormattedTooltip() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          data: hours,
          // Ticks read "14 h"; the tooltip header spells the time out.
          valueFormatter: (hour: number, context: AxisValueFormatterContext) => (context.location === 'tooltip' ? `Between ${hour}:00 and ${hour + 1}:59` : `${hour} h`),
        },
      ]}
      series={[
        { label: 'Grid price', data: price, valueFormatter: (value) => (value === null ? '' : `${(value * 100).toFixed(1)} ct/kWh`) },
        {
          label: (location) => (location === 'tooltip' ? 'Rooftop solar output' : 'Solar'),
          data: solar,
          // Night hours produce nothing: the series is left out of the tooltip there.
          valueFormatter: (value) => (value ? `${value.toFixed(1)} kW` : null),
        },
      ]}
    />
  );
}
