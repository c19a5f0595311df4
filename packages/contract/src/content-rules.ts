import CyrillicToTranslit from 'cyrillic-to-translit-js';
import type { TextKey } from './text/catalogue.js';
import { autoShipmentWindowDays, contentLimits, fourteenDaysMs, isContentType } from './content.js';

// ---- Rules of B§4 and B§5, the same in the browser and on the server ----

const dayMs = 24 * 3600 * 1000;
/** `YYYY-MM-DD` plus whole days (UTC, so no daylight-saving hour moves a date). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}
const fourteenDays = fourteenDaysMs / dayMs;

export interface ArticleDates {
  dateFrom: string;
  dateTo: string;
  orderFrom: string;
  orderTo: string;
}

/**
 * The action date a change set. B§5 words the rule of the pair from the one
 * set ("dateFrom may only be set when it is not after dateTo", "dateTo may
 * only be set when it is after dateFrom"): a conflict is refused on it.
 * Unknown (a new content sets both), it is dateTo, the second of the pair.
 */
export type ActionDateField = 'dateFrom' | 'dateTo';

/** Whether both action dates are there and dateTo is not after dateFrom (B§5). */
export const actionDatesConflict = ({ dateFrom, dateTo }: ArticleDates): boolean =>
  dateFrom !== '' && dateTo !== '' && dateTo <= dateFrom;

/**
 * B§4's order window. add14Days on: computed from the action dates (orderFrom
 * dateFrom + 14 days and orderTo dateTo + 14 days; with autoShipment, orderFrom
 * dateTo + 14 days and orderTo 90 days later). add14Days off: the window equals
 * the action dates when they change (`datesChanged`), else stays as entered.
 * Missing action dates leave the window as it is.
 */
export function orderWindow(
  dates: ArticleDates,
  flags: { add14Days: boolean; autoShipment: boolean },
  datesChanged = true,
): Pick<ArticleDates, 'orderFrom' | 'orderTo'> {
  const { dateFrom, dateTo } = dates;
  const keep = { orderFrom: dates.orderFrom, orderTo: dates.orderTo };
  if (!dateFrom || !dateTo) return keep;
  if (flags.add14Days && flags.autoShipment) {
    const orderFrom = addDays(dateTo, fourteenDays);
    return { orderFrom, orderTo: addDays(orderFrom, autoShipmentWindowDays) };
  }
  if (flags.add14Days)
    return { orderFrom: addDays(dateFrom, fourteenDays), orderTo: addDays(dateTo, fourteenDays) };
  return datesChanged ? { orderFrom: dateFrom, orderTo: dateTo } : keep;
}

/**
 * B§5's date rules; the first broken one's text key, or undefined. A conflict
 * of the action dates is refused on the one set (`dateSet`): dateFrom only
 * when it was set after dateTo, dateTo otherwise (equal dates too). The +14
 * days of "orderFrom on or after dateFrom + 14 days" applies while add14Days
 * is on; off, the window may start with the action (B§4 "the order window
 * equals the action dates"): see docs/decisions/content.md.
 */
export function brokenDateRule(
  dates: ArticleDates,
  add14Days: boolean,
  dateSet: ActionDateField = 'dateTo',
): { field: keyof ArticleDates; key: TextKey } | undefined {
  const { dateFrom, dateTo, orderFrom, orderTo } = dates;
  if (dateSet === 'dateFrom' && dateFrom > dateTo)
    return { field: 'dateFrom', key: 'contentDateFromAfterTo' };
  if (dateTo <= dateFrom) return { field: 'dateTo', key: 'contentDateToNotAfterFrom' };
  if (orderFrom > orderTo) return { field: 'orderFrom', key: 'contentOrderFromAfterTo' };
  const earliest = add14Days ? addDays(dateFrom, fourteenDays) : dateFrom;
  if (orderFrom < earliest)
    return {
      field: 'orderFrom',
      key: add14Days ? 'contentOrderFromBefore14Days' : 'contentOrderFromBeforeDateFrom',
    };
  if (orderTo <= orderFrom) return { field: 'orderTo', key: 'contentOrderToNotAfterFrom' };
  return undefined;
}

export interface ArticleRuleFields extends ArticleDates {
  contentType: number | null | undefined;
  description: string;
  add14Days: boolean;
  /** The action date last set, where known (`brokenDateRule`). */
  dateSet?: ActionDateField;
}

/**
 * B§5's validation, in its order: the type, an empty description, a long
 * description, a missing date, then the date rules. The first broken rule,
 * or undefined.
 */
export function brokenArticleRule(
  article: ArticleRuleFields,
): { field: string; key: TextKey } | undefined {
  if (!article.contentType || !isContentType(article.contentType))
    return { field: 'contentType', key: 'contentSpecifyType' };
  if (!article.description.trim()) return { field: 'description', key: 'contentDescriptionEmpty' };
  if (article.description.length > contentLimits.descriptionMax)
    return { field: 'description', key: 'contentDescriptionTooLong' };
  for (const field of ['dateFrom', 'dateTo', 'orderFrom', 'orderTo'] as const)
    if (!article[field]) return { field, key: 'contentEnterDate' };
  return brokenDateRule(article, article.add14Days, article.dateSet);
}

const translit = CyrillicToTranslit({ preset: 'uk' });

/**
 * The alias of a title (DESIGN §9): transliterated by the official Ukrainian
 * table (Cabinet of Ministers resolution 55 of 2010), lower case, words
 * joined by '-', only a-z, 0-9 and '-'.
 */
export function aliasOf(title: string): string {
  return translit
    .transform(title.normalize('NFC').replace(/[’ʼ`]/g, "'"), ' ')
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, contentLimits.aliasMax);
}
