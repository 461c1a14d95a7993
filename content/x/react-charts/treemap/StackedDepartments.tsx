import { BarChart } from '@mui/x-charts/BarChart';

const departments = ['Engineering', 'Operations', 'Marketing'];

// Spending per department (thousands of dollars), split by kind of cost.
const series = [
  { label: 'Salaries', data: [410, 220, 80] },
  { label: 'Software', data: [90, 35, 25] },
  { label: 'Travel', data: [25, 30, 20] },
  { label: 'Other', data: [15, 25, 25] },
];

export default function StackedDepartments() {
  return (
    <BarChart
      layout="horizontal"
      height={300}
      yAxis={[{ scaleType: 'band', data: departments, width: 100 }]}
      xAxis={[{ label: 'Budget (thousands of dollars)', height: 52 }]}
      series={series.map((item) => ({ ...item, stack: 'budget', valueFormatter: (value: number | null) => `$${value}k` }))}
      slotProps={{ legend: { toggleVisibilityOnClick: true } }}
    />
  );
}
