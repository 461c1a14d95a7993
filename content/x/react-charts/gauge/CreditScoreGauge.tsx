import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

const gaugeSx = {
  [`& .${gaugeClasses.valueText}`]: { fontSize: 24, fontWeight: 600 },
  [`& .${gaugeClasses.valueArc}`]: { fill: '#2e7d32' },
  [`& .${gaugeClasses.referenceArc}`]: { fill: '#e0e0e0' },
};

export default function CreditScoreGauge() {
  return (
    <Gauge
      width={220}
      height={140}
      value={640}
      valueMin={300}
      valueMax={850}
      startAngle={-90}
      endAngle={90}
      cornerRadius="50%"
      text={({ value, valueMax }) => `${value} / ${valueMax}`}
      sx={gaugeSx}
    />
  );
}
