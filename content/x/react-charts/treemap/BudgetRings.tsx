import { PieChart } from '@mui/x-charts/PieChart';

// Each department and its teams share a hue, so an outer slice reads as part of the group inside it.
const departments = [
  { id: 'engineering', label: 'Engineering', value: 540, color: '#1565c0' },
  { id: 'operations', label: 'Operations', value: 310, color: '#2e7d32' },
  { id: 'marketing', label: 'Marketing', value: 150, color: '#ef6c00' },
];

const teams = [
  { id: 'web', label: 'Web', value: 230, color: '#1e88e5' },
  { id: 'mobile', label: 'Mobile', value: 180, color: '#64b5f6' },
  { id: 'platform', label: 'Platform', value: 130, color: '#90caf9' },
  { id: 'support', label: 'Support', value: 190, color: '#43a047' },
  { id: 'it', label: 'IT', value: 120, color: '#a5d6a7' },
  { id: 'brand', label: 'Brand', value: 90, color: '#fb8c00' },
  { id: 'events', label: 'Events', value: 60, color: '#ffcc80' },
];

const thousands = (item: { value: number }) => `$${item.value}k`;

export default function BudgetRings() {
  return (
    <PieChart
      height={320}
      hideLegend
      series={[
        { data: departments, innerRadius: 0, outerRadius: 80, valueFormatter: thousands, highlightScope: { fade: 'global', highlight: 'item' } },
        {
          data: teams,
          innerRadius: 88,
          outerRadius: 140,
          valueFormatter: thousands,
          arcLabel: (item) => String(item.label),
          arcLabelMinAngle: 18,
          highlightScope: { fade: 'global', highlight: 'item' },
        },
      ]}
    />
  );
}
