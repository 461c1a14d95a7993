import { BarChart } from '@mui/x-charts/BarChart';

const languages = ['TypeScript', 'Python', 'Go', 'Rust', 'Kotlin'];

export default function HorizontalBars() {
  return (
    <BarChart
      layout="horizontal"
      height={280}
      yAxis={[{ data: languages, width: 90 }]}
      xAxis={[{ label: 'Repositories created this month', height: 52 }]}
      series={[{ label: 'Repositories', data: [820, 760, 310, 240, 150] }]}
    />
  );
}
