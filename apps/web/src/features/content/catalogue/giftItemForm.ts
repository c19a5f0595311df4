import {
  giftItemEndDate,
  giftItemLimits,
  itemTypes,
  newItemDefaults,
  type ContentItem,
} from '@bo/contract';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { pointsText, todayIso, wholeNumberText } from './giftForm';

/** An item number: 'Max 20 characters' (B§5). */
export const itemNoTooLong = (value: string) => value.trim().length > giftItemLimits.itemNoMax;

/**
 * The item dialog's rules (B§3, B§5). A catalogue item (item type 1) is
 * chosen from the item master; a gift (item type 2) takes any number, and is
 * saved with today and the fixed end date (B§4) whatever its dates were.
 */
export function itemSchema(t: TFunction, itemType: number) {
  const tooLong = { error: t('giftItemNoTooLong') };
  // A gift's dates are set, not chosen, and 2018-12-31 is before today: not compared.
  const fixedDates = itemType === itemTypes.gift;
  return z
    .object({
      itemNo: z
        .string()
        .trim()
        .min(
          1,
          itemType === itemTypes.catalogue ? t('giftScreenChooseFromMaster') : t('requiredField'),
        )
        .max(giftItemLimits.itemNoMax, tooLong),
      navItemNo: z.string().trim().max(giftItemLimits.itemNoMax, tooLong),
      groupId: z.number().int(),
      active: z.boolean(),
      quantity: wholeNumberText(t, giftItemLimits.quantityMax),
      description: z
        .string()
        .trim()
        .max(giftItemLimits.descriptionMax, {
          error: t('giftScreenTextTooLong', { max: giftItemLimits.descriptionMax }),
        }),
      costPoints: pointsText(t, giftItemLimits.costPointsMax),
      maxOrderItems: wholeNumberText(t, giftItemLimits.maxOrderItemsMax),
      sort: wholeNumberText(t, giftItemLimits.sortMax),
      dateFrom: z.string().transform((date) => (fixedDates ? todayIso() : date || null)),
      dateTo: z.string().transform((date) => (fixedDates ? giftItemEndDate : date || null)),
      picture: z.instanceof(File).nullable(),
    })
    .refine(
      (item) => fixedDates || !item.dateFrom || !item.dateTo || item.dateFrom <= item.dateTo,
      {
        error: t('giftItemDatesOrder'),
        path: ['dateTo'],
      },
    );
}
export type ItemValues = z.input<ReturnType<typeof itemSchema>>;
export type ItemOutput = z.output<ReturnType<typeof itemSchema>>;

/** The dialog's starting values; a new item has the B§5 defaults (sort 1, inactive, 0 and 0). */
export function itemValuesOf(item: ContentItem | null): ItemValues {
  return {
    itemNo: item?.itemNo ?? '',
    navItemNo: item?.navItemNo ?? '',
    groupId: item?.groupId ?? 0,
    active: item?.active ?? newItemDefaults.active,
    quantity: String(item?.quantity ?? newItemDefaults.quantity),
    description: item?.description ?? '',
    costPoints: String(item?.costPoints ?? newItemDefaults.costPoints),
    maxOrderItems: String(item?.maxOrderItems ?? 0),
    sort: String(item?.sort ?? newItemDefaults.sort),
    dateFrom: item?.dateFrom ?? '',
    dateTo: item?.dateTo ?? '',
    picture: null,
  };
}
