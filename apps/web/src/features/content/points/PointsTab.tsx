import type { Article } from '@bo/contract';

/** The points tab (tab-4): filled in by issue 15's screens work. */
export function PointsTab(_props: { article: Article }) {
  return null;
}
