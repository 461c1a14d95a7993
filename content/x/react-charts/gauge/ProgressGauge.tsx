import { Gauge } from '@mui/x-charts/Gauge';

export default function ProgressGauge() {
  return <Gauge width={160} height={160} value={72} />;
}
