import type { Article } from '@bo/contract';

/** The item groups tab (tab-2): filled in by issue 15's screens work. */
export function ItemGroupsTab(_props: { article: Article }) {
  return null;
}
