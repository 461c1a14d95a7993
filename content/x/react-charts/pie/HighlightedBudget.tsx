import { PieChart, type PieSeries } from '@mui/x-charts/PieChart';

const series: PieSeries[] = [
  {
    data: [
      { value: 30, label: 'Rent' },
      { value: 15, label: 'Food' },
      { value: 10, label: 'Transport' },
      { value: 8, label: 'Leisure' },
    ],
    highlightScope: { highlight: 'item', fade: 'global' },
    highlighted: { additionalRadius: 6 },
    faded: { innerRadius: 20, additionalRadius: -20, color: 'gray' },
    valueFormatter: (item) => `${item.value}% of income`,
  },
];

export default function HighlightedBudget() {
  return <PieChart height={260} series={series} />;
}
