import { useTheme } from '@mui/material/styles';
import {
  GaugeContainer,
  GaugeReferenceArc,
  GaugeValueArc,
  useGaugeState,
} from '@mui/x-charts/Gauge';

/** A needle drawn pointing straight up from the hub, then turned to the value. */
function TaperedNeedle() {
  const theme = useTheme();
  // The theme's CSS variables where it has them: they follow the colour mode.
  const palette = (theme.vars ?? theme).palette;
  const { valueAngle, innerRadius, cx, cy } = useGaugeState();
  if (valueAngle === null) {
    return null;
  }
  const length = innerRadius * 0.9;
  const degrees = (valueAngle * 180) / Math.PI;
  return (
    <g transform={`rotate(${degrees} ${cx} ${cy})`}>
      <polygon
        points={`${cx - 6},${cy} ${cx},${cy - length} ${cx + 6},${cy}`}
        style={{ fill: palette.text.primary }}
      />
      <circle
        cx={cx}
        cy={cy}
        r={10}
        strokeWidth={4}
        style={{ fill: palette.background.paper, stroke: palette.text.primary }}
      />
    </g>
  );
}

export default function SpeedometerNeedle() {
  return (
    <GaugeContainer
      width={240}
      height={200}
      startAngle={-120}
      endAngle={120}
      innerRadius="78%"
      value={72}
      cornerRadius={4}
    >
      <GaugeReferenceArc />
      <GaugeValueArc />
      <TaperedNeedle />
    </GaugeContainer>
  );
}
