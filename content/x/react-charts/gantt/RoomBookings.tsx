import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const rooms = ['Atlas', 'Borealis', 'Cirrus'];

// Bookings per room as [start hour, end hour], in order and without overlaps.
const bookings: Record<string, [number, number][]> = {
  Atlas: [
    [9, 10.5],
    [13, 15],
  ],
  Borealis: [
    [8.5, 9.5],
    [11, 12],
    [14, 17],
  ],
  Cirrus: [[10, 16]],
};

const DAY_START = 8;
const slots = Math.max(...rooms.map((room) => bookings[room].length));
const hour = (value: number) => `${Math.floor(value)}:${value % 1 ? '30' : '00'}`;

// Each booking becomes a gap series (transparent) and a booking series, stacked in order.
const series = Array.from({ length: slots }).flatMap((_, slot) => {
  const gaps = rooms.map((room) => {
    const booking = bookings[room][slot];
    if (!booking) return null;
    const previousEnd = slot === 0 ? DAY_START : bookings[room][slot - 1][1];
    return booking[0] - previousEnd;
  });
  const lengths = rooms.map((room) => {
    const booking = bookings[room][slot];
    return booking ? booking[1] - booking[0] : null;
  });
  return [
    { id: `gap-${slot}`, data: gaps, stack: 'day', color: 'transparent', valueFormatter: () => null },
    {
      id: `booking-${slot}`,
      data: lengths,
      stack: 'day',
      color: '#5c6bc0',
      valueFormatter: (value: number | null, { dataIndex }: { dataIndex: number }) => {
        const booking = bookings[rooms[dataIndex]][slot];
        return value === null || !booking ? null : `${hour(booking[0])}–${hour(booking[1])}`;
      },
    },
  ];
});

export default function RoomBookings() {
  const [picked, setPicked] = React.useState('Click a booking to see its room and time.');

  return (
    <Stack spacing={1}>
      <BarChart
        layout="horizontal"
        height={240}
        yAxis={[{ scaleType: 'band', data: rooms, width: 80 }]}
        xAxis={[{ min: 0, max: 10, tickInterval: [0, 2, 4, 6, 8, 10], valueFormatter: (value: number) => hour(value + DAY_START) }]}
        series={series}
        hideLegend
        onItemClick={(_, item) => {
          const slot = Number(String(item.seriesId).replace('booking-', ''));
          const booking = bookings[rooms[item.dataIndex]][slot];
          if (String(item.seriesId).startsWith('booking-') && booking) {
            setPicked(`${rooms[item.dataIndex]}: booked from ${hour(booking[0])} to ${hour(booking[1])}`);
          }
        }}
      />
      <Typography role="status" variant="body2">
        {picked}
      </Typography>
    </Stack>
  );
}
