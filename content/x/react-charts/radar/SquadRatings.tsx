import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import {
  RadarAxis,
  RadarAxisHighlight,
  RadarDataProvider,
  RadarGrid,
  RadarMetricLabels,
  RadarSeriesPlot,
} from '@mui/x-charts/RadarChart';

const metrics = ['Pace', 'Passing', 'Defending', 'Shooting', 'Stamina'];

const players = [
  { id: 'winger', label: 'Winger', data: [92, 74, 38, 81, 77] },
  { id: 'anchor', label: 'Holding midfielder', data: [64, 86, 88, 55, 90] },
];

export default function SquadRatings() {
  const [picked, setPicked] = React.useState('Click a dot to read its rating.');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <RadarDataProvider height={320} radar={{ max: 100, metrics }} series={players.map((player) => ({ ...player, fillArea: true }))}>
        <ChartsSurface>
          <RadarGrid divisions={4} stripeColor={(index) => (index % 2 === 0 ? 'rgba(25, 118, 210, 0.06)' : 'none')} />
          <RadarAxis metric="Pace" divisions={4} />
          <RadarSeriesPlot
            onMarkClick={(_event, { seriesId, dataIndex }) => {
              const player = players.find((candidate) => candidate.id === seriesId);
              if (player) {
                setPicked(`${player.label}: ${metrics[dataIndex]} ${player.data[dataIndex]}`);
              }
            }}
          />
          <RadarMetricLabels />
          <RadarAxisHighlight />
        </ChartsSurface>
        <ChartsTooltip />
      </RadarDataProvider>
      <Typography variant="body2" data-testid="picked-rating">
        {picked}
      </Typography>
    </Stack>
  );
}
