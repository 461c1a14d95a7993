import { ScatterChartPro, type ScatterChartProProps } from '@mui/x-charts-pro/ScatterChartPro';

// The wheel scrolls the page unless Control is held; pinching and a double tap still work alone.
const interactions: ScatterChartProProps['zoomInteractionConfig'] = {
  zoom: [{ type: 'wheel', requiredKeys: ['Control'] }, 'pinch', 'doubleTapReset'],
  pan: ['drag'],
};

const trees = Array.from({ length: 60 }, (_, index) => ({
  id: index,
  x: 4 + ((index * 37) % 55),
  y: 3 + ((index * 13) % 28) + ((index * 37) % 55) / 4,
}));

export default function ModifierKeyZoom() {
  return (
    <ScatterChartPro
      height={320}
      zoomInteractionConfig={interactions}
      xAxis={[{ label: 'Trunk diameter (cm)', height: 52, zoom: true }]}
      yAxis={[{ label: 'Height (m)', zoom: true }]}
      series={[{ label: 'Oaks in the survey', data: trees, markerSize: 4 }]}
    />
  );
}
