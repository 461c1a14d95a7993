import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsTooltipContainer, useItemTooltip, type ChartsTooltipProps } from '@mui/x-charts/ChartsTooltip';

const warehouses = ['Rotterdam', 'Hamburg', 'Antwerp', 'Gdańsk'];
const capacity = [1200, 950, 800, 600];
const stock = [1040, 610, 780, 150];

function StockContent() {
  const tooltip = useItemTooltip<'bar'>();
  if (!tooltip) {
    return null;
  }
  const index = tooltip.identifier.dataIndex;
  const share = Math.round((stock[index]! / capacity[index]!) * 100);
  return (
    <Paper elevation={3} sx={{ px: 1.5, py: 1 }}>
      <Typography variant="subtitle2">{warehouses[index]}</Typography>
      <Typography variant="body2">
        {tooltip.formattedValue} pallets, {share}% of capacity
      </Typography>
    </Paper>
  );
}

function StockTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props} trigger="item">
      <StockContent />
    </ChartsTooltipContainer>
  );
}

export default function CustomTooltipContent() {
  return (
    <BarChart
      height={280}
      slots={{ tooltip: StockTooltip }}
      xAxis={[{ data: warehouses }]}
      series={[{ label: 'Pallets in stock', data: stock }]}
    />
  );
}
