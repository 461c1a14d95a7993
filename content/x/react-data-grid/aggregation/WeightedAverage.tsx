import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Purchase {
  id: number;
  batch: string;
  kilos: number;
  pricePerKilo: number;
}

const money = (value: number) => `$${value.toFixed(2)}`;

// The mean of the prices would give a 5 kg batch as much weight as a 400 kg one; weighting by kilos
// gives the price actually paid per kilo overall.
const weightedAverage: GridAggregationFunction<{ weight: number; value: number }, number> = {
  label: 'weighted avg',
  getCellValue: ({ row }) => ({ weight: row.kilos, value: row.pricePerKilo }),
  apply: ({ values }) => {
    let weights = 0;
    let total = 0;
    values.forEach((entry) => {
      if (!entry) return;
      weights += entry.weight;
      total += entry.weight * entry.value;
    });
    return weights === 0 ? null : total / weights;
  },
  columnTypes: ['number'],
};

const spread: GridAggregationFunction<number, number> = {
  label: 'spread',
  apply: ({ values }) => {
    const numbers = values.filter((value): value is number => typeof value === 'number');
    return numbers.length === 0 ? null : Math.max(...numbers) - Math.min(...numbers);
  },
  columnTypes: ['number'],
};

const columns: GridColDef<Purchase>[] = [
  { field: 'batch', headerName: 'Coffee batch', flex: 1, minWidth: 170 },
  { field: 'kilos', headerName: 'Kilos', type: 'number', width: 110, availableAggregationFunctions: ['sum', 'avg'] },
  {
    field: 'pricePerKilo',
    headerName: 'Price per kilo',
    type: 'number',
    width: 170,
    valueFormatter: (value: number | null) => (value == null ? '' : money(value)),
    availableAggregationFunctions: ['weightedAverage', 'avg', 'spread', 'min', 'max'],
  },
];

const rows: Purchase[] = [
  { id: 1, batch: 'Huila, Colombia', kilos: 400, pricePerKilo: 7.2 },
  { id: 2, batch: 'Sidamo, Ethiopia', kilos: 120, pricePerKilo: 9.8 },
  { id: 3, batch: 'Geisha, Panama', kilos: 5, pricePerKilo: 62 },
  { id: 4, batch: 'Cerrado, Brazil', kilos: 650, pricePerKilo: 5.4 },
];

export default function WeightedAverage() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, weightedAverage, spread }}
        initialState={{ aggregation: { model: { kilos: 'sum', pricePerKilo: 'weightedAverage' } } }}
      />
    </Box>
  );
}
