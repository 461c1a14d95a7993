import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

interface Leaf {
  name: string;
  value: number;
}

interface Group {
  name: string;
  color: string;
  children: Leaf[];
}

const tree: Group[] = [
  {
    name: 'Engineering',
    color: '#1565c0',
    children: [
      { name: 'Web', value: 230 },
      { name: 'Mobile', value: 180 },
      { name: 'Platform', value: 130 },
    ],
  },
  {
    name: 'Operations',
    color: '#2e7d32',
    children: [
      { name: 'Support', value: 190 },
      { name: 'IT', value: 120 },
    ],
  },
  {
    name: 'Marketing',
    color: '#ef6c00',
    children: [
      { name: 'Brand', value: 90 },
      { name: 'Events', value: 60 },
    ],
  },
];

interface Tile {
  x: number;
  y: number;
  width: number;
  height: number;
}

const WIDTH = 600;
const HEIGHT = 300;
const total = (items: { value: number }[]) => items.reduce((sum, item) => sum + item.value, 0);

/**
 * Slice and dice: split a rectangle along its longer side in proportion to the values. It is the
 * simplest treemap layout; a squarified layout gives squarer tiles for long lists.
 */
function slice(items: { value: number }[], area: Tile): Tile[] {
  const sum = total(items);
  const horizontal = area.width >= area.height;
  let offset = 0;
  return items.map((item) => {
    const share = item.value / sum;
    const tile = horizontal
      ? { x: area.x + offset * area.width, y: area.y, width: share * area.width, height: area.height }
      : { x: area.x, y: area.y + offset * area.height, width: area.width, height: share * area.height };
    offset += share;
    return tile;
  });
}

export default function HandmadeTreemap() {
  const theme = useTheme();
  const [active, setActive] = React.useState<string | null>(null);
  const groups = tree.map((group) => ({ ...group, value: total(group.children) }));
  const groupTiles = slice(groups, { x: 0, y: 0, width: WIDTH, height: HEIGHT });

  return (
    <Box sx={{ width: '100%' }}>
      <Box component="svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="group" aria-labelledby="treemap-title" sx={{ width: '100%', height: 'auto', display: 'block' }}>
        <title id="treemap-title">Budget by department and team, in thousands of dollars</title>
        {groups.map((group, groupIndex) => {
          const area = groupTiles[groupIndex];
          const leaves = slice(group.children, area);
          return (
            <g key={group.name}>
              {group.children.map((leaf, leafIndex) => {
                const tile = leaves[leafIndex];
                const label = `${group.name} / ${leaf.name}: $${leaf.value}k`;
                return (
                  <g
                    key={leaf.name}
                    tabIndex={0}
                    role="img"
                    aria-label={label}
                    onMouseEnter={() => setActive(label)}
                    onFocus={() => setActive(label)}
                    onMouseLeave={() => setActive(null)}
                    onBlur={() => setActive(null)}
                    style={{ outline: 'none' }}
                  >
                    <rect
                      x={tile.x}
                      y={tile.y}
                      width={tile.width}
                      height={tile.height}
                      fill={group.color}
                      fillOpacity={active === label ? 1 : 0.55 + 0.15 * (leafIndex % 3)}
                      stroke={theme.palette.background.paper}
                      strokeWidth={2}
                    />
                    {tile.width > 50 && tile.height > 30 && (
                      <text x={tile.x + 6} y={tile.y + 18} fill="#fff" fontSize={13} fontFamily={theme.typography.fontFamily}>
                        {leaf.name}
                      </text>
                    )}
                  </g>
                );
              })}
            </g>
          );
        })}
      </Box>
      <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: 20 }}>
        {active ?? 'Point at a tile or move to it with Tab.'}
      </Typography>
    </Box>
  );
}
