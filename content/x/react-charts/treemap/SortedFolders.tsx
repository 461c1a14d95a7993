import { BarChart } from '@mui/x-charts/BarChart';

const folders = [
  { folder: 'node_modules', gigabytes: 4.8 },
  { folder: 'videos', gigabytes: 3.1 },
  { folder: 'photos/2024', gigabytes: 2.6 },
  { folder: 'photos/2025', gigabytes: 1.9 },
  { folder: 'backups', gigabytes: 1.4 },
  { folder: 'music', gigabytes: 1.1 },
  { folder: 'projects', gigabytes: 0.7 },
  { folder: 'downloads', gigabytes: 0.5 },
  { folder: 'documents', gigabytes: 0.3 },
  { folder: 'fonts', gigabytes: 0.1 },
];

export default function SortedFolders() {
  return (
    <BarChart
      layout="horizontal"
      height={380}
      dataset={folders}
      yAxis={[{ scaleType: 'band', dataKey: 'folder', width: 100 }]}
      xAxis={[{ label: 'Size on disk (GB)', height: 52 }]}
      series={[{ dataKey: 'gigabytes', label: 'Size', valueFormatter: (value) => `${value} GB` }]}
      hideLegend
    />
  );
}
