import type { Plan } from '../shared/nav';
import { useT } from '../i18n';

/** The pro/premium marker after a title; its look is the global `.plan-*` rule. */
export function PlanBadge({ plan }: { plan?: Plan }) {
  const t = useT();
  if (!plan) return null;
  const label = t(`plan.${plan}`);
  return <span className={`plan-${plan}`} title={label} role="img" aria-label={label} />;
}
