import { BarChart } from '@mui/x-charts/BarChart';

// Days are counted from the project start, Monday 3 March 2025; the axis turns them back into dates.
const projectStart = Date.UTC(2025, 2, 3);
const DAY = 24 * 60 * 60 * 1000;
const dateLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const toDate = (day: number) => dateLabel.format(new Date(projectStart + day * DAY));

const tasks = [
  { task: 'Research', start: 0, days: 6 },
  { task: 'Design', start: 4, days: 9 },
  { task: 'Build API', start: 10, days: 14 },
  { task: 'Build app', start: 13, days: 15 },
  { task: 'Testing', start: 24, days: 7 },
  { task: 'Launch', start: 31, days: 2 },
];

export default function ReleasePlan() {
  return (
    <BarChart
      layout="horizontal"
      height={320}
      dataset={tasks}
      yAxis={[{ scaleType: 'band', dataKey: 'task', width: 80 }]}
      xAxis={[{ min: 0, max: 35, tickInterval: [0, 7, 14, 21, 28, 35], valueFormatter: (day: number) => toDate(day) }]}
      series={[
        // The invisible part of each bar: the time before the task starts.
        { dataKey: 'start', stack: 'plan', color: 'transparent', valueFormatter: () => null },
        {
          dataKey: 'days',
          stack: 'plan',
          label: 'Scheduled',
          valueFormatter: (days, { dataIndex }) => {
            const { start } = tasks[dataIndex];
            return `${toDate(start)} – ${toDate(start + (days ?? 0) - 1)} (${days} days)`;
          },
        },
      ]}
      hideLegend
    />
  );
}
