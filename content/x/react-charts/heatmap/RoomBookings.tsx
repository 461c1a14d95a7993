import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const rooms = ['Atlas', 'Borealis', 'Cygnus'];
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

// Hours booked out of eight; Borealis is closed on Wednesday, so that cell has no entry.
const data: HeatmapValueType[] = [
  [0, 0, 6], [1, 0, 7], [2, 0, 3], [3, 0, 8], [4, 0, 2],
  [0, 1, 4], [1, 1, 5], [3, 1, 6], [4, 1, 1],
  [0, 2, 8], [1, 2, 8], [2, 2, 7], [3, 2, 5], [4, 2, 4],
];

export default function RoomBookings() {
  const [picked, setPicked] = React.useState('Click a cell to see its bookings.');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Heatmap
        height={240}
        xAxis={[{ data: days }]}
        yAxis={[{ data: rooms, width: 80 }]}
        zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 8, color: ['#fff3e0', '#e65100'] } }]}
        series={[{ id: 'bookings', data }]}
        onItemClick={(_event, item) => {
          // The identifier names the cell by its index in `data`; a cell without an entry has none.
          const cell = item.dataIndex === undefined ? undefined : data[item.dataIndex];
          setPicked(cell ? `${rooms[cell[1]]} on ${days[cell[0]]}: ${cell[2]} of 8 hours booked` : 'No bookings recorded for this cell');
        }}
      />
      <Typography variant="body2" data-testid="picked-cell">
        {picked}
      </Typography>
    </Stack>
  );
}
