import { PieChart } from '@mui/x-charts/PieChart';

// The inner ring splits the fleet by engine type, the outer ring by model.
const engines = [
  { id: 'electric', value: 46, label: 'Electric' },
  { id: 'hybrid', value: 30, label: 'Hybrid' },
  { id: 'diesel', value: 24, label: 'Diesel' },
];
const models = [
  { id: 'van-e', value: 28, label: 'E-Van' },
  { id: 'city-e', value: 18, label: 'City EV' },
  { id: 'estate-h', value: 30, label: 'Estate hybrid' },
  { id: 'truck-d', value: 24, label: 'Truck' },
];

export default function NestedRings() {
  return (
    <PieChart
      height={300}
      series={[
        { id: 'engines', data: engines, outerRadius: 70, arcLabel: 'label', arcLabelMinAngle: 35 },
        { id: 'models', data: models, innerRadius: 80, outerRadius: 120, paddingAngle: 1 },
      ]}
    />
  );
}
