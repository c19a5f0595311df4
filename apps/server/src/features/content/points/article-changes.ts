import type { Executor } from '../../../platform/db/database.js';
import { accrualInputsChanged, recomputeAccrual, type AccrualInputs } from './points-accrual.js';

/**
 * What the article tells the points module when it changed: its terms (no
 * `change`), or its row (`change`: recomputed only when the type, dates or
 * income stop moved). The action's accrual is recomputed in the caller's
 * transaction.
 */
export async function articleTermsChanged(
  tx: Executor,
  comId: number,
  contentId: number,
  change?: { before: AccrualInputs; after: AccrualInputs },
): Promise<void> {
  if (change && !accrualInputsChanged(change.before, change.after)) return;
  await recomputeAccrual(tx, comId, [contentId]);
}
