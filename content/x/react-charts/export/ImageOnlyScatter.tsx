import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';

const apartments = Array.from({ length: 40 }, (_, index) => ({
  id: index,
  x: 28 + ((index * 37) % 90),
  y: Math.round((28 + ((index * 37) % 90)) * (14 + ((index * 13) % 9))) / 1,
}));

export default function ImageOnlyScatter() {
  return (
    <ScatterChartPro
      height={300}
      showToolbar
      slotProps={{
        toolbar: {
          printOptions: { disableToolbarButton: true },
          imageExportOptions: [{ type: 'image/webp', quality: 0.85, fileName: 'rent-by-size' }],
        },
      }}
      xAxis={[{ label: 'Floor area (m²)', height: 52 }]}
      yAxis={[{ label: 'Monthly rent (€)', width: 70 }]}
      series={[{ label: 'Listed apartments', data: apartments, markerSize: 4 }]}
    />
  );
}
