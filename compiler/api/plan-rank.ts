import type { Plan } from '../../templates/shared/nav';

const PLAN_RANK = { community: 0, pro: 1, premium: 2 } as const;

/** Community < Pro < Premium: the order pages, packages and members are ranked in. */
export function planRank(plan: Plan | undefined): number {
  return PLAN_RANK[plan ?? 'community'];
}
