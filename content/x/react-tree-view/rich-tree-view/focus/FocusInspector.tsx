import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Metric {
  id: string;
  label: string;
  value: string;
  children?: Metric[];
}

const items: Metric[] = [
  {
    id: 'server',
    label: 'Server',
    value: '3 metrics',
    children: [
      { id: 'cpu', label: 'CPU', value: '42 %' },
      { id: 'memory', label: 'Memory', value: '6.1 GB of 16 GB' },
      { id: 'disk', label: 'Disk', value: '71 % used' },
    ],
  },
  { id: 'network', label: 'Network', value: '120 Mbit/s' },
];

const valueById = new Map<string, string>();
const collect = (list: Metric[]) =>
  list.forEach((item) => {
    valueById.set(item.id, item.value);
    collect(item.children ?? []);
  });
collect(items);

export default function FocusInspector() {
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ display: 'flex', gap: 2, minHeight: 220, minWidth: 250, flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 180px' }}>
        <RichTreeView
          aria-label="Metrics"
          items={items}
          defaultExpandedItems={['server']}
          onItemFocus={(event, itemId) => setFocused(itemId)}
        />
      </Box>
      <Paper variant="outlined" sx={{ flex: '1 1 180px', p: 2, alignSelf: 'flex-start' }}>
        <Typography variant="overline">Inspector</Typography>
        <Typography>
          {focused ? `${focused}: ${valueById.get(focused) ?? ''}` : 'Focus an item.'}
        </Typography>
      </Paper>
    </Box>
  );
}
