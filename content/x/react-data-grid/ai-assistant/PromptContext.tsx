import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef, type PromptResponse, useGridApiRef } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', width: 200, description: 'Title of the book as printed on the cover' },
  { field: 'genre', headerName: 'Genre', width: 130, type: 'singleSelect', valueOptions: ['Fiction', 'History', 'Science'] },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 100 },
];

const rows = [
  { id: 1, title: 'The Salt Road', genre: 'Fiction', pages: 412 },
  { id: 2, title: 'A Short History of Bridges', genre: 'History', pages: 288 },
  { id: 3, title: 'Tides and Moons', genre: 'Science', pages: 196 },
];

const noChange: PromptResponse = {
  conversationId: 'context-demo',
  select: -1,
  filters: [],
  aggregation: {},
  sorting: [],
  grouping: [],
  pivoting: {},
  chart: null,
};

export default function PromptContext() {
  const apiRef = useGridApiRef();
  const [sampling, setSampling] = React.useState(false);
  const [context, setContext] = React.useState('');

  // Records what a resolver would receive, and changes nothing in the grid.
  const inspect = React.useCallback(async (_prompt: string, promptContext: string) => {
    setContext(JSON.stringify(JSON.parse(promptContext), null, 2));
    return noChange;
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel control={<Switch checked={sampling} onChange={(event) => setSampling(event.target.checked)} />} label="Allow data sampling" />
        <Button variant="outlined" onClick={() => apiRef.current?.aiAssistant.processPrompt('Longest books first')}>
          Send a prompt
        </Button>
      </Stack>
      <Box sx={{ height: 220 }}>
        <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} hideFooter aiAssistant allowAiAssistantDataSampling={sampling} onPrompt={inspect} />
      </Box>
      <Box
        component="pre"
        data-testid="prompt-context"
        tabIndex={0}
        sx={{ mt: 1, mb: 0, p: 1.5, height: 220, overflow: 'auto', bgcolor: 'action.hover', borderRadius: 1, fontSize: 12 }}
      >
        {context || 'Press "Send a prompt" to see the context the grid passes to onPrompt.'}
      </Box>
    </Box>
  );
}
