import { giftItemEndDate, giftItemLimits, itemTypes, type ContentItemFields } from '@bo/contract';
import type { Executor } from '../../../platform/db/database.js';
import { isFormDate } from '../article/index.js';
import { today } from '../../../platform/dates.js';
import { fieldRefusal } from './gift-items.form.js';
import * as repo from './gift-items.repository.js';

/** The values of a row the service writes: the form's, checked and completed. */
export type ItemValues = Omit<repo.NewItemRow, 'id' | 'comId' | 'contentId' | 'firstPic'>;

/** Item numbers of the catalogue (item type 1) are the item master's, stored upper-case. */
export const itemNoOf = (itemType: number, itemNo: string) =>
  itemType === itemTypes.catalogue ? itemNo.trim().toUpperCase() : itemNo.trim();

/** The stored item as the values of its form: what an update keeps when it does not send them. */
export const storedValues = (row: repo.ItemRow) => ({
  itemNo: row.itemNo,
  navItemNo: row.navItemNo,
  groupId: row.groupId ?? 0,
  active: row.active,
  quantity: row.quantity,
  description: row.description,
  costPoints: row.costPoints,
  maxOrderItems: row.maxOrderItems,
  sort: row.sort,
  dateFrom: row.dateFrom,
  dateTo: row.dateTo,
});

/**
 * The row's values from the form (B§4, B§5): a catalogue item's number must
 * be in the item master (its description is the master's when left empty);
 * navItemNo empty is the itemNo. Gifts are saved with today and 2018-12-31,
 * as B§4 says, on every save: these dates never decide whether a gift can be
 * ordered (DESIGN §9: the action's order window does). Catalogue items keep
 * their dates, the start not after the end.
 */
export async function itemValues(
  db: Executor,
  comId: number,
  itemType: 1 | 2,
  fields: ContentItemFields,
): Promise<ItemValues> {
  const itemNo = itemNoOf(itemType, fields.itemNo);
  let description = fields.description;
  if (itemType === itemTypes.catalogue) {
    const master = await repo.findMasterItem(db, comId, itemNo);
    if (!master) throw fieldRefusal('itemNo', 'giftItemNotInMaster', { itemNo });
    description ||= master.description.slice(0, giftItemLimits.descriptionMax);
  }
  return {
    itemType,
    itemNo,
    navItemNo: itemNoOf(itemType, fields.navItemNo) || itemNo,
    groupId: fields.groupId || null,
    active: fields.active,
    quantity: fields.quantity,
    description,
    costPoints: fields.costPoints,
    maxOrderItems: fields.maxOrderItems,
    sort: fields.sort,
    ...(itemType === itemTypes.gift
      ? { dateFrom: today(), dateTo: giftItemEndDate }
      : catalogueDates(fields.dateFrom ?? null, fields.dateTo ?? null)),
  };
}

function catalogueDates(dateFrom: string | null, dateTo: string | null) {
  for (const [field, value] of [
    ['dateFrom', dateFrom],
    ['dateTo', dateTo],
  ] as const)
    if (value !== null && !isFormDate(value)) throw fieldRefusal(field, 'giftItemDateInvalid');
  if (dateFrom && dateTo && dateFrom > dateTo) throw fieldRefusal('dateTo', 'giftItemDatesOrder');
  return { dateFrom, dateTo };
}
