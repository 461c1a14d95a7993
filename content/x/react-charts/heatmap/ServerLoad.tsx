import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const hours = ['08:00', '10:00', '12:00', '14:00', '16:00', '18:00'];
const servers = ['eu-west-1', 'eu-west-2', 'us-east-1', 'ap-south-1'];

// CPU load in percent; the color steps match the alerting thresholds of the operations team.
const load = [
  [22, 35, 61, 58, 44, 30],
  [18, 29, 48, 52, 39, 25],
  [12, 15, 33, 71, 86, 64],
  [55, 68, 74, 49, 27, 16],
];

const data: HeatmapValueType[] = load.flatMap((row, serverIndex) => row.map((value, hourIndex): HeatmapValueType => [hourIndex, serverIndex, value]));

export default function ServerLoad() {
  return (
    <Heatmap
      height={280}
      hideLegend={false}
      // The default legend draws a gradient; steps need the piecewise one.
      slots={{ legend: PiecewiseColorLegend }}
      xAxis={[{ data: hours }]}
      yAxis={[{ data: servers, width: 90 }]}
      zAxis={[{ colorMap: { type: 'piecewise', thresholds: [50, 70], colors: ['#c8e6c9', '#ffcc80', '#e57373'] } }]}
      series={[{ label: 'CPU load', data, valueFormatter: (value) => `${value?.[2] ?? 0} %` }]}
    />
  );
}
