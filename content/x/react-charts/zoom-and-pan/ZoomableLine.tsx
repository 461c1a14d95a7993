import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

const days = Array.from({ length: 90 }, (_, day) => day + 1);
// A server's load over three months: a weekly rhythm on top of slow growth.
const load = days.map((day) => Math.round(50 + 18 * Math.sin((day * 2 * Math.PI) / 7) + day / 3));

export default function ZoomableLine() {
  return (
    <LineChartPro
      height={320}
      xAxis={[{ id: 'days', data: days, label: 'Day', height: 52, zoom: { minSpan: 10, slider: { enabled: true } } }]}
      yAxis={[{ label: 'Requests per second' }]}
      series={[{ label: 'Load', data: load, showMark: false }]}
    />
  );
}
