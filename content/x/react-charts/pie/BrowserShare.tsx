import { PieChart } from '@mui/x-charts/PieChart';

const browsers = [
  { id: 'chrome', value: 64, label: 'Chrome' },
  { id: 'safari', value: 19, label: 'Safari' },
  { id: 'edge', value: 5, label: 'Edge' },
  { id: 'other', value: 12, label: 'Other' },
];

export default function BrowserShare() {
  return (
    <PieChart
      height={260}
      series={[
        {
          data: browsers,
          innerRadius: '55%',
          paddingAngle: 2,
          cornerRadius: 4,
          arcLabel: 'value',
          arcLabelMinAngle: 20,
          valueFormatter: (item) => `${item.value}%`,
        },
      ]}
    />
  );
}
