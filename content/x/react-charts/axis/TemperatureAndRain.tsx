import { LineChart } from '@mui/x-charts/LineChart';

export default function TemperatureAndRain() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: ['Jan', 'Feb', 'Mar', 'Apr', 'May'] }]}
      yAxis={[
        { id: 'temp', label: 'Temperature (°C)' },
        { id: 'rain', label: 'Rain (mm)', position: 'right' },
      ]}
      series={[
        { label: 'Temperature', data: [3, 5, 9, 13, 17], yAxisId: 'temp' },
        { label: 'Rain', data: [60, 45, 50, 40, 55], yAxisId: 'rain' },
      ]}
    />
  );
}
