import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const blocks = ['00–06', '06–12', '12–18', '18–24'];

// Tickets opened per block of six hours, one row of the table per weekday.
const ticketsPerDay = [
  [3, 41, 58, 19],
  [2, 36, 51, 17],
  [4, 33, 47, 21],
  [3, 38, 62, 25],
  [5, 44, 70, 31],
  [6, 14, 22, 12],
  [4, 9, 17, 15],
];

const data: HeatmapValueType[] = ticketsPerDay.flatMap((day, dayIndex) => day.map((count, blockIndex): HeatmapValueType => [dayIndex, blockIndex, count]));

export default function SupportTickets() {
  return (
    <Heatmap
      height={300}
      xAxis={[{ data: weekdays, valueFormatter: (day: string, context) => (context.location === 'tick' ? day.slice(0, 3) : day) }]}
      yAxis={[{ data: blocks, width: 60 }]}
      zAxis={[{ min: 0, max: 70, colorMap: { type: 'continuous', min: 0, max: 70, color: ['#e8f1fb', '#0b4f9c'] } }]}
      series={[{ label: 'Tickets', data, valueFormatter: (value) => `${value?.[2] ?? 0} tickets` }]}
    />
  );
}
