import Box from '@mui/material/Box';
import { DataGridPremium, GridAiAssistantPanel, type GridColDef, type PromptResponse } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'order', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 160, description: 'Company that placed the order' },
  { field: 'country', headerName: 'Country', width: 120, examples: ['France', 'Japan', 'Brazil'] },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
];

const rows = [
  { id: 1, order: 'SO-501', customer: 'Atelier Brun', country: 'France', amount: 640 },
  { id: 2, order: 'SO-502', customer: 'Kawase Foods', country: 'Japan', amount: 1280 },
  { id: 3, order: 'SO-503', customer: 'Verde Móveis', country: 'Brazil', amount: 310 },
  { id: 4, order: 'SO-504', customer: 'Maison Clair', country: 'France', amount: 2150 },
  { id: 5, order: 'SO-505', customer: 'Hoshi Design', country: 'Japan', amount: 470 },
  { id: 6, order: 'SO-506', customer: 'Casa Sol', country: 'Brazil', amount: 890 },
  { id: 7, order: 'SO-507', customer: 'Lumière SARL', country: 'France', amount: 120 },
];

const countries = ['France', 'Japan', 'Brazil'];

/**
 * A stand-in for the language model your server would call: it understands a handful of phrasings
 * and answers with the same PromptResponse shape, without any network.
 */
async function resolveOffline(prompt: string): Promise<PromptResponse> {
  const text = prompt.toLowerCase();
  const response: PromptResponse = {
    conversationId: 'offline-demo',
    select: -1,
    filters: [],
    aggregation: {},
    sorting: [],
    grouping: [],
    pivoting: {},
    chart: null,
  };
  const country = countries.find((name) => text.includes(name.toLowerCase()));
  if (country) response.filters.push({ column: 'country', operator: 'equals', value: country });
  const above = text.match(/(?:above|over|more than)\s+\$?(\d+)/);
  if (above) response.filters.push({ column: 'amount', operator: '>', value: Number(above[1]) });
  if (/largest|biggest|highest/.test(text)) response.sorting.push({ column: 'amount', direction: 'desc' });
  if (/smallest|lowest/.test(text)) response.sorting.push({ column: 'amount', direction: 'asc' });
  if (/group by country|per country|by country/.test(text)) {
    response.grouping.push({ column: 'country' });
    response.aggregation.amount = 'sum';
  }
  const top = text.match(/select the (?:top|first) (\d+)/);
  if (top) response.select = Number(top[1]);
  if (!country && !above && response.sorting.length === 0 && response.grouping.length === 0 && !top) {
    throw new Error('This offline demo understands countries, "above 500", "largest first", "group by country" and "select the top 3".');
  }
  await new Promise((resolve) => setTimeout(resolve, 600));
  return response;
}

export default function OfflineAssistant() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        checkboxSelection
        aiAssistant
        slots={{ aiAssistantPanel: GridAiAssistantPanel }}
        aiAssistantSuggestions={[{ value: 'Largest orders first' }, { value: 'Group by country' }, { value: 'Orders from France above 500' }]}
        onPrompt={(prompt) => resolveOffline(prompt)}
      />
    </Box>
  );
}
