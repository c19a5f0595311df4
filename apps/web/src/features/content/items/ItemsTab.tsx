import type { Article } from '@bo/contract';

/** The items tab (tab-3): filled in by issue 15's screens work. */
export function ItemsTab(_props: { article: Article }) {
  return null;
}
