import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'faq-billing',
    label: 'Billing',
    children: [{ id: 'faq-invoices', label: 'Where are my invoices?' }],
  },
  {
    id: 'faq-account',
    label: 'Account',
    children: [{ id: 'faq-password', label: 'How do I reset my password?' }],
  },
];

export default function ExpansionLog() {
  const [events, setEvents] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <RichTreeView
        aria-label="Help topics"
        items={items}
        onItemExpansionToggle={(event, itemId, isExpanded) =>
          setEvents((previous) =>
            [`${isExpanded ? 'opened' : 'closed'} ${itemId}`, ...previous].slice(0, 3),
          )
        }
      />
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Recent events: {events.length > 0 ? events.join(' · ') : 'none yet'}
      </Typography>
    </Box>
  );
}
