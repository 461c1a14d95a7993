import { PieChartPro } from '@mui/x-charts-pro/PieChartPro';
import type { PieChartProSlotProps } from '@mui/x-charts-pro/PieChartPro';

const slotProps: PieChartProSlotProps = {
  toolbar: {
    printOptions: { fileName: 'market-share' },
    imageExportOptions: [
      { type: 'image/png', fileName: 'market-share' },
      { type: 'image/jpeg', quality: 0.8, fileName: 'market-share' },
    ],
  },
};

export default function ExportablePie() {
  return (
    <PieChartPro
      height={280}
      showToolbar
      slotProps={slotProps}
      series={[
        {
          data: [
            { id: 0, value: 48, label: 'Product A' },
            { id: 1, value: 32, label: 'Product B' },
            { id: 2, value: 20, label: 'Product C' },
          ],
        },
      ]}
    />
  );
}
