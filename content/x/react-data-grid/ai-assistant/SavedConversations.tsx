import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { DataGridPremium, type Conversation, type GridColDef, type PromptResponse, useGridApiRef } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'month', headerName: 'Month', width: 110 },
  { field: 'rain', headerName: 'Rain (mm)', type: 'number', width: 120 },
];

const rows = [
  { id: 1, city: 'Bergen', month: 'October', rain: 281 },
  { id: 2, city: 'Bergen', month: 'July', rain: 141 },
  { id: 3, city: 'Mumbai', month: 'July', rain: 840 },
  { id: 4, city: 'Mumbai', month: 'October', rain: 64 },
  { id: 5, city: 'Lima', month: 'July', rain: 1 },
];

const answers: Record<string, Pick<PromptResponse, 'sorting' | 'grouping' | 'aggregation'>> = {
  'Wettest first': { sorting: [{ column: 'rain', direction: 'desc' }], grouping: [], aggregation: {} },
  'Total rain per city': { sorting: [], grouping: [{ column: 'city' }], aggregation: { rain: 'sum' } },
};

async function answer(prompt: string): Promise<PromptResponse> {
  const known = answers[prompt];
  if (!known) throw new Error('Unknown prompt');
  return { conversationId: 'weather', select: -1, filters: [], pivoting: {}, chart: null, ...known };
}

export default function SavedConversations() {
  const apiRef = useGridApiRef();
  // Controlled: an app would load these from its backend and save them on change.
  const [conversations, setConversations] = React.useState<Conversation[]>([]);
  const prompts = conversations.flatMap((conversation) => conversation.prompts);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          {Object.keys(answers).map((prompt) => (
            <Button key={prompt} variant="outlined" size="small" onClick={() => apiRef.current?.aiAssistant.processPrompt(prompt)}>
              {prompt}
            </Button>
          ))}
        </Stack>
        <Box sx={{ height: 320 }}>
          <DataGridPremium
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            hideFooter
            aiAssistant
            onPrompt={answer}
            aiAssistantConversations={conversations}
            onAiAssistantConversationsChange={setConversations}
            defaultGroupingExpansionDepth={-1}
          />
        </Box>
      </Box>
      <Box sx={{ width: { sm: 220 } }}>
        <List dense aria-label="Prompt history" data-testid="prompt-history" sx={{ bgcolor: 'action.hover', borderRadius: 1, minHeight: 120 }}>
          {prompts.length === 0 && (
            <ListItem>
              <ListItemText secondary="No prompt yet" />
            </ListItem>
          )}
          {prompts.map((prompt) => (
            <ListItem key={prompt.createdAt.getTime()}>
              <ListItemText primary={prompt.value} secondary={prompt.variant} />
            </ListItem>
          ))}
        </List>
      </Box>
    </Stack>
  );
}
