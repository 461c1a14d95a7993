import { PieChart } from '@mui/x-charts/PieChart';

// Hours one developer logged in a week, split by activity.
const activities = [
  { id: 'coding', value: 21, label: 'Coding' },
  { id: 'meetings', value: 8, label: 'Meetings' },
  { id: 'reviews', value: 7, label: 'Code reviews' },
  { id: 'support', value: 4, label: 'Support' },
];

export default function WeeklyHoursPie() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data: activities,
          valueFormatter: (slice) => `${slice.value} h`,
          arcLabel: 'formattedValue',
          arcLabelMinAngle: 40,
          highlightScope: { highlight: 'item', fade: 'global' },
          faded: { additionalRadius: -10, color: 'gray' },
        },
      ]}
    />
  );
}
