import type { BarChartProps } from '@mui/x-charts/BarChart';

// Cups sold by a small café over one week, split by drink.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export const height = 280;

export const xAxis = [{ scaleType: 'band', data: days }] satisfies BarChartProps['xAxis'];

export const series = [
  { label: 'Espresso', data: [42, 38, 45, 40, 51, 64, 58] },
  { label: 'Tea', data: [25, 31, 28, 33, 30, 22, 27] },
] satisfies BarChartProps['series'];
