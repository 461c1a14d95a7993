import { Unstable_SankeyChart as SankeyChart, type SankeySeries } from '@mui/x-charts-pro/SankeyChart';

// A month of a household's money, in dollars: where it comes from and where it goes.
const series: SankeySeries = {
  data: {
    nodes: [
      { id: 'salary', label: 'Salary', color: '#2e7d32' },
      { id: 'freelance', label: 'Freelance work', color: '#66bb6a' },
      { id: 'income', label: 'Income', color: '#1565c0' },
      { id: 'housing', label: 'Housing', color: '#ef6c00' },
      { id: 'food', label: 'Food', color: '#f9a825' },
      { id: 'transport', label: 'Transport', color: '#8d6e63' },
      { id: 'savings', label: 'Savings', color: '#6a1b9a' },
    ],
    links: [
      { source: 'salary', target: 'income', value: 4200 },
      { source: 'freelance', target: 'income', value: 900 },
      { source: 'income', target: 'housing', value: 1750 },
      { source: 'income', target: 'food', value: 820 },
      { source: 'income', target: 'transport', value: 430 },
      { source: 'income', target: 'savings', value: 2100 },
    ],
  },
  valueFormatter: (value) => `$${value.toLocaleString('en-US')}`,
};

export default function HouseholdBudget() {
  return <SankeyChart height={340} series={series} />;
}
