import { BarChart } from '@mui/x-charts/BarChart';

export default function ChartSlotProps() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: ['Q1', 'Q2', 'Q3', 'Q4'] }]}
      series={[{ data: [42, 51, 38, 64], label: 'Revenue' }]}
      slotProps={{
        legend: { position: { vertical: 'bottom', horizontal: 'center' } },
        tooltip: { trigger: 'item' },
      }}
    />
  );
}
