import type { Article } from '@bo/contract';

/** Issue 16: built by the staff-screens helper. */
export function ResultsTab(_props: { article: Article }) {
  return null;
}
