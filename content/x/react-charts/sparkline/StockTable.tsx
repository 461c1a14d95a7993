import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const stocks = [
  { symbol: 'NRDC', prices: [41.2, 41.8, 42.5, 42.1, 43.0, 43.6, 43.1, 44.2, 44.9, 45.3] },
  { symbol: 'HLIX', prices: [118.0, 116.4, 115.9, 117.2, 114.8, 112.5, 113.1, 111.0, 110.2, 109.4] },
  { symbol: 'VRDA', prices: [8.12, 8.3, 8.05, 8.44, 8.61, 8.2, 8.55, 8.9, 8.71, 8.95] },
];

export default function StockTable() {
  return (
    <Table size="small" aria-label="Ten-day closing prices">
      <TableHead>
        <TableRow>
          <TableCell>Stock</TableCell>
          <TableCell>Last ten days</TableCell>
          <TableCell align="right">Change</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {stocks.map(({ symbol, prices }) => {
          const change = ((prices[prices.length - 1]! - prices[0]!) / prices[0]!) * 100;
          return (
            <TableRow key={symbol}>
              <TableCell>{symbol}</TableCell>
              <TableCell sx={{ width: 160 }}>
                <SparkLineChart
                  data={prices}
                  height={32}
                  area
                  curve="natural"
                  yAxis={{ min: Math.min(...prices), max: Math.max(...prices) }}
                  aria-label={`${symbol} ${change >= 0 ? 'rose' : 'fell'} ${Math.abs(change).toFixed(1)}% in ten days`}
                />
              </TableCell>
              <TableCell align="right" sx={{ color: change >= 0 ? 'success.main' : 'error.main', fontWeight: 600 }}>
                {change >= 0 ? '+' : '−'}
                {Math.abs(change).toFixed(1)}%
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
