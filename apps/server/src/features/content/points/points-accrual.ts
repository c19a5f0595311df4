import type { contents } from '../article/content.schema.js';
import { earnsPoints } from './points-accrual.repository.js';

/**
 * The accrual of points (DESIGN §9 Points): its statements are
 * `points-accrual.repository.ts`'s, re-exported here for the points module;
 * what is decided here is when a content's change asks for a recompute.
 */
export {
  accrualContentTypes,
  accrualLinesOf,
  accrueSalesLines,
  customerSelected,
  earningContents,
  earnsPoints,
  lockSalesActions,
  recomputeAccrual,
} from './points-accrual.repository.js';

export type AccrualInputs = Pick<
  typeof contents.$inferSelect,
  'contentType' | 'dateFrom' | 'dateTo' | 'incomeStop' | 'incomeStoppedAt'
>;

/** Whether a content's change touches what its accrual reads (type, dates, income stop). */
export function accrualInputsChanged(before: AccrualInputs, after: AccrualInputs): boolean {
  if (!earnsPoints(before.contentType) && !earnsPoints(after.contentType)) return false;
  return (
    before.contentType !== after.contentType ||
    before.dateFrom !== after.dateFrom ||
    before.dateTo !== after.dateTo ||
    before.incomeStop !== after.incomeStop ||
    before.incomeStoppedAt?.getTime() !== after.incomeStoppedAt?.getTime()
  );
}
