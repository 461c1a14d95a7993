import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const cellStyle = { width: 120 };

export default function TrendSparkline() {
  return (
    <div style={cellStyle}>
      <SparkLineChart data={[3, 5, 4, 8, 6, 9, 12]} height={40} />
    </div>
  );
}
