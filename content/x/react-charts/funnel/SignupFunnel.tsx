import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const stages = [
  { label: 'Visited the site', value: 12_400 },
  { label: 'Started a trial', value: 3_100 },
  { label: 'Invited a teammate', value: 1_450 },
  { label: 'Became customers', value: 520 },
];

export default function SignupFunnel() {
  return (
    <FunnelChart
      height={320}
      series={[
        {
          data: stages,
          // The tooltip shows each stage's share of the first one, the number product teams track.
          valueFormatter: (item) => `${item.value.toLocaleString('en-US')} people (${Math.round((item.value / stages[0].value) * 1000) / 10}% of visitors)`,
        },
      ]}
    />
  );
}
