import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Seat {
  id: string;
  label: string;
  booked?: boolean;
  children?: Seat[];
}

const rows: Seat[] = [
  {
    id: 'row-a',
    label: 'Row A',
    children: [
      { id: 'a1', label: 'A1' },
      { id: 'a2', label: 'A2 (booked)', booked: true },
      { id: 'a3', label: 'A3' },
    ],
  },
  {
    id: 'row-b',
    label: 'Row B (closed)',
    booked: true,
    children: [{ id: 'b1', label: 'B1' }],
  },
];

const isItemDisabled = (item: Seat) => !!item.booked;

export default function DisabledRichItems() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <FormControlLabel
        control={
          <Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />
        }
        label="Disabled items are focusable"
      />
      <RichTreeView
        aria-label="Seats"
        items={rows}
        isItemDisabled={isItemDisabled}
        disabledItemsFocusable={focusable}
        defaultExpandedItems={['row-a']}
      />
    </Box>
  );
}
