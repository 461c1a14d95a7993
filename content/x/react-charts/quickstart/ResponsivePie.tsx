import { PieChart } from '@mui/x-charts/PieChart';

const wrapperStyle = { width: '100%', height: 260 };

export default function ResponsivePie() {
  return (
    <div style={wrapperStyle}>
      <PieChart
        series={[
          {
            data: [
              { id: 0, value: 45, label: 'Desktop' },
              { id: 1, value: 40, label: 'Mobile' },
              { id: 2, value: 15, label: 'Tablet' },
            ],
          },
        ]}
      />
    </div>
  );
}
