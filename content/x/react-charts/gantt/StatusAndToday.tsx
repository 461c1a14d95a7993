import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

type Status = 'done' | 'active' | 'planned';

const tasks: { task: string; start: number; days: number; status: Status }[] = [
  { task: 'Kick-off', start: 0, days: 1, status: 'done' },
  { task: 'Wireframes', start: 1, days: 6, status: 'done' },
  { task: 'Visual design', start: 6, days: 8, status: 'active' },
  { task: 'Front end', start: 10, days: 12, status: 'active' },
  { task: 'Content', start: 12, days: 9, status: 'planned' },
  { task: 'Review', start: 22, days: 4, status: 'planned' },
];

// "Today" is fixed so that the page is the same on every build; an app would compute it.
const TODAY = 12;

const byStatus = (status: Status) => tasks.map((item) => (item.status === status ? item.days : null));
const days = (value: number | null) => (value === null ? null : `${value} days`);

export default function StatusAndToday() {
  return (
    <BarChart
      layout="horizontal"
      height={320}
      yAxis={[{ scaleType: 'band', data: tasks.map((item) => item.task), width: 100 }]}
      xAxis={[{ min: 0, max: 28, label: 'Working day', height: 52 }]}
      series={[
        { data: tasks.map((item) => item.start), stack: 'plan', color: 'transparent', valueFormatter: () => null },
        { id: 'done', data: byStatus('done'), stack: 'plan', label: 'Done', color: '#2e7d32', valueFormatter: days },
        { id: 'active', data: byStatus('active'), stack: 'plan', label: 'In progress', color: '#ed6c02', valueFormatter: days },
        { id: 'planned', data: byStatus('planned'), stack: 'plan', label: 'Planned', color: '#9e9e9e', valueFormatter: days },
      ]}
    >
      <ChartsReferenceLine x={TODAY} label="Today" labelAlign="start" lineStyle={{ strokeDasharray: '4 4' }} />
    </BarChart>
  );
}
