import { LineChart } from '@mui/x-charts/LineChart';

// UTC dates and a fixed format: the chart reads the same wherever, and in whatever language, it is opened.
const days = [1, 2, 3, 4, 5, 6, 7].map((day) => new Date(Date.UTC(2025, 0, day)));
const formatDay = (date: Date) => `Jan ${date.getUTCDate()}`;

export default function DailyUsers() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'utc', data: days, valueFormatter: formatDay }]}
      series={[
        // January 3 is missing: the line breaks there.
        { label: 'Web', data: [1200, 1350, null, 1500, 1620, 1580, 1710] },
        { label: 'App', data: [800, 870, 910, 950, 1010, 1090, 1120], showMark: false },
      ]}
    />
  );
}
