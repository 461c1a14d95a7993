import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

const hours = Array.from({ length: 48 }, (_, hour) => hour);
const temperature = hours.map((hour) => Math.round((12 + 7 * Math.sin(((hour - 9) * Math.PI) / 12)) * 10) / 10);

export default function ZoomToolbar() {
  return (
    <LineChartPro
      height={320}
      showToolbar
      xAxis={[{ data: hours, label: 'Hours since Monday 00:00', height: 52, zoom: true }]}
      series={[{ label: 'Temperature (°C)', data: temperature, showMark: false, area: true }]}
    />
  );
}
