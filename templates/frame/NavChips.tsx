import Chip from '@mui/material/Chip';
import type { NavNode } from '../shared/nav';
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

/** "New", "Planned" and "Preview" chips of a navigation entry. */
export function NavChips({ node }: { node: Pick<NavNode, 'newFeature' | 'planned' | 'unstable'> }) {
  const t = useT();
  return (
    <>
      {node.newFeature ? <Chip component="span" label={t('chip.new')} color="success" variant="outlined" sx={chipSx} /> : null}
      {node.planned ? <Chip component="span" label={t('chip.planned')} variant="outlined" sx={chipSx} /> : null}
      {node.unstable ? <Chip component="span" label={t('chip.preview')} color="primary" variant="outlined" sx={chipSx} /> : null}
    </>
  );
}
