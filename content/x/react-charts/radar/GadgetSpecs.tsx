import { RadarChart } from '@mui/x-charts/RadarChart';

// Each metric has its own range, so a battery in hours and a price in euros share one chart.
const radar = {
  metrics: [
    { name: 'Battery', max: 40 },
    { name: 'Screen', max: 7 },
    { name: 'Storage', max: 512 },
    { name: 'Camera', max: 200 },
    { name: 'Weight', max: 250 },
  ],
  startAngle: 36,
  labelFormatter: (name: string, { location }: { location: 'tick' | 'tooltip' }) => {
    const units: Record<string, string> = {
      Battery: 'h',
      Screen: 'in',
      Storage: 'GB',
      Camera: 'MP',
      Weight: 'g',
    };
    return location === 'tooltip' ? `${name} (${units[name]})` : name;
  },
};

export default function GadgetSpecs() {
  return (
    <RadarChart
      height={340}
      radar={radar}
      highlight="series"
      stripeColor={null}
      divisions={4}
      series={[
        { label: 'Compact phone', data: [22, 5.9, 128, 50, 160] },
        { label: 'Flagship phone', data: [30, 6.8, 512, 200, 230], hideMark: true },
      ]}
    />
  );
}
