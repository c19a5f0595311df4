import type { Article } from '@bo/contract';

/** The points income rules sub-tab (settings tab-3): filled in by issue 15's screens work. */
export function PointsIncomeRulesTab(_props: { article: Article }) {
  return null;
}
