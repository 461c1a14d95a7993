import Chip from '@mui/material/Chip';
import type { NavChip, NavNode } from '../shared/nav';
import { NAV_CHIPS } from '../shared/nav';
import { useT } from '../i18n';

const chipSx = {
  height: 16,
  ml: 0.75,
  fontSize: '0.625rem',
  fontWeight: 600,
  letterSpacing: '.04rem',
  textTransform: 'uppercase',
  '& .MuiChip-label': { px: 0.5 },
} as const;

/** Each chip's label (a UI string) and colour, as MUI's drawer shows them. */
const CHIPS: Record<NavChip, { label: string; color?: 'success' | 'primary' | 'warning' }> = {
  legacy: { label: 'chip.legacy', color: 'warning' },
  newFeature: { label: 'chip.new', color: 'success' },
  planned: { label: 'chip.planned' },
  unstable: { label: 'chip.preview', color: 'primary' },
  beta: { label: 'chip.beta', color: 'primary' },
  deprecated: { label: 'chip.deprecated', color: 'warning' },
};

/** "Legacy", "New", "Planned", "Preview", "Beta" and "Deprecated" chips of a navigation entry. */
export function NavChips({ node }: { node: Pick<NavNode, NavChip> }) {
  const t = useT();
  return (
    <>
      {NAV_CHIPS.filter((chip) => node[chip]).map((chip) => (
        <Chip key={chip} component="span" label={t(CHIPS[chip].label)} variant="outlined" sx={chipSx} {...(CHIPS[chip].color ? { color: CHIPS[chip].color } : {})} />
      ))}
    </>
  );
}
