import { z } from 'zod';
import { maxDbInt } from './api.js';
import { contentLimits, itemTypes } from './content.js';
import { isoDateSchema as isoDate, positiveIdSchema as contentId } from './request-fields.js';

/**
 * An action's item groups and items (B§2 tab-2 and tab-3, B§3 Item group and
 * Item, B§4, B§5; DESIGN §9). Every call is for ContentManager
 * (`screenRoles.content`) and reads and writes the caller's company only.
 */
export const giftItemsApi = {
  /** Body `{id, tree: true}` (id: the content id): the groups as a tree (roots first, each with its `child` groups), by sort then name. */
  groups: '/api/Content/ContentGroups',
  /** Multipart: the group fields, optional file `picFile1`: the group. */
  createGroup: '/api/Content/CreateContentGroup',
  /** Multipart: the group fields with `groupId`, optional file `picFile1`: the group. */
  updateGroup: '/api/Content/UpdateContentGroup',
  /** Body the group (its `contentId` and `groupId` are read): `{ok: true}`; 409 while it holds items or subgroups. */
  deleteGroup: '/api/Content/DeleteContentGroup',
  /** Query `picFileType=picFile`; body the group: the group without its picture. */
  deleteGroupPic: '/api/Content/DeleteContentGroupPic',
  /** Body `{id, itemType}`: the content's items of that item type, by sort then itemNo, each with `inOrders`. */
  items: '/api/Content/ContentItems',
  /** Multipart: the item fields, optional file `picFile1`: the item. */
  createItem: '/api/Content/CreateContentItem',
  /** Multipart: the item fields with `prevItemNo` and `prevSort` (the row's key before the edit), optional `picFile1`: the item. */
  updateItem: '/api/Content/UpdateContentItem',
  /** Body the item (its `contentId`, `itemNo` and `sort` are read): `{ok: true}`; 409 while it is in orders. */
  deleteItem: '/api/Content/DeleteContentItem',
  /** Body the item with its sort raised by 1 (B§7): the new item, picture shared. */
  copyItem: '/api/Content/CopyContentItem',
  /** Body an array of items (each `contentId`, `itemNo`, `sort`): `{deleted}`; nothing is deleted when one is in orders (409). */
  deleteItems: '/api/Content/DeleteContentItems',
} as const;

/** B§5 and DESIGN §9. */
export const giftItemLimits = {
  itemNoMax: 20,
  giftGroupMax: 100,
  descriptionMax: 250,
  /** The orders limit's mask: 4 digits (B§9). */
  maxOrderItemsMax: contentLimits.maxOrderItemsMax,
  sortMax: 1_000_000,
  quantityMax: 100_000_000,
  costPointsMax: 100_000_000,
} as const;
/** DESIGN §9: the group picture's recommended size (a hint, not a refusal). */
export const groupPictureSize = { width: 450, height: 250 } as const;
/** B§4: the dates a gift item (item type 2) is saved with: today and this fixed end. */
export const giftItemEndDate = '2018-12-31';
/** The multipart file part of a group's or item's picture (B§7). */
export const giftPicturePart = 'picFile1';

/** B§5 defaults. */
export const newGroupDefaults = { sort: 1, parentGroupId: 0, maxOrderItems: 0 } as const;
export const newItemDefaults = { sort: 1, active: false, quantity: 0, costPoints: 0 } as const;

/** An item group (B§3) as the calls answer it; `picFile` is a public URL. */
export interface ContentGroup {
  comId: number;
  contentId: number;
  groupId: number;
  /** 0: a root group. */
  parentGroupId: number;
  giftGroup: string;
  sort: number;
  maxOrderItems: number;
  picFile: string | null;
  /** Its direct subgroups (in the tree answer), by sort then name. */
  child: ContentGroup[];
  subGroupCount: number;
  /** The items in the group (beyond B§3: the delete rule reads it). */
  itemCount: number;
}
/** Named in the OpenAPI document, which refers to it for `child` (a tree of any depth). */
export const contentGroupSchema: z.ZodType<ContentGroup> = z
  .object({
    comId: z.number().int(),
    contentId: z.number().int(),
    groupId: z.number().int(),
    parentGroupId: z.number().int(),
    giftGroup: z.string(),
    sort: z.number().int(),
    maxOrderItems: z.number().int(),
    picFile: z.string().nullable(),
    get child() {
      return z.array(contentGroupSchema);
    },
    subGroupCount: z.number().int(),
    itemCount: z.number().int(),
  })
  .meta({ id: 'ContentGroup' });

/** Body of ContentGroups. */
export const contentGroupsRequestSchema = z.object({
  id: contentId,
  tree: z.boolean().default(true),
});

/**
 * The group fields a create or update sends (multipart text, read by the
 * server into these values). A group's parent is a group of the same content,
 * never itself nor one of its subgroups.
 */
export const contentGroupFieldsSchema = z.object({
  contentId,
  groupId: z.number().int().min(0).max(maxDbInt).default(0),
  giftGroup: z.string().trim().min(1).max(giftItemLimits.giftGroupMax),
  sort: z.number().int().min(0).max(giftItemLimits.sortMax).default(newGroupDefaults.sort),
  parentGroupId: z.number().int().min(0).max(maxDbInt).default(newGroupDefaults.parentGroupId),
  maxOrderItems: z
    .number()
    .int()
    .min(0)
    .max(giftItemLimits.maxOrderItemsMax)
    .default(newGroupDefaults.maxOrderItems),
});
export type ContentGroupFields = z.infer<typeof contentGroupFieldsSchema>;

/** An item of an action (B§3) as the calls answer it; `firstPic` is a public URL. */
export const contentItemSchema = z.object({
  comId: z.number().int(),
  contentId: z.number().int(),
  /** Beyond B§3: the row's own id (gift orders point at it). */
  id: z.number().int(),
  itemType: z.number().int(),
  sort: z.number().int(),
  itemNo: z.string(),
  navItemNo: z.string(),
  /** 0: in no group. */
  groupId: z.number().int(),
  active: z.boolean(),
  quantity: z.number().int(),
  description: z.string(),
  /** 2 decimals. */
  costPoints: z.number(),
  firstPic: z.string().nullable(),
  maxOrderItems: z.number().int(),
  dateFrom: isoDate.nullable(),
  dateTo: isoDate.nullable(),
  /** The orders that hold it (B§3 inOrders): while above 0 it cannot be deleted. */
  inOrders: z.number().int(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

/** Body of ContentItems. */
export const contentItemsRequestSchema = z.object({
  id: contentId,
  itemType: z.number().int().min(itemTypes.none).max(itemTypes.gift),
});

const itemNo = z.string().trim().min(1).max(giftItemLimits.itemNoMax);

/**
 * The item fields a create, update or copy sends. `navItemNo` empty means the
 * itemNo (B§5). For a catalogue item (item type 1) the itemNo must be in the
 * item master (stored upper-case); a gift (item type 2) takes any number.
 * The item type is the article's (B§4), whatever the body says.
 */
export const contentItemFieldsSchema = z.object({
  contentId,
  itemNo,
  navItemNo: z.string().trim().max(giftItemLimits.itemNoMax).default(''),
  groupId: z.number().int().min(0).max(maxDbInt).default(0),
  active: z.boolean().default(newItemDefaults.active),
  quantity: z
    .number()
    .int()
    .min(0)
    .max(giftItemLimits.quantityMax)
    .default(newItemDefaults.quantity),
  description: z.string().trim().max(giftItemLimits.descriptionMax).default(''),
  costPoints: z
    .number()
    .min(0)
    .max(giftItemLimits.costPointsMax)
    .multipleOf(0.01)
    .default(newItemDefaults.costPoints),
  maxOrderItems: z.number().int().min(0).max(giftItemLimits.maxOrderItemsMax).default(0),
  sort: z.number().int().min(0).max(giftItemLimits.sortMax).default(newItemDefaults.sort),
  dateFrom: isoDate.nullish(),
  dateTo: isoDate.nullish(),
  /** Update only: the key of the row before the edit. */
  prevItemNo: itemNo.optional(),
  prevSort: z.number().int().min(0).max(giftItemLimits.sortMax).optional(),
});
export type ContentItemFields = z.infer<typeof contentItemFieldsSchema>;

/** The key of an item row (delete, delete many, copy source): content, number and sort. */
export const contentItemKeySchema = z
  .object({
    contentId,
    itemNo,
    sort: z.number().int().min(0).max(giftItemLimits.sortMax),
  })
  .loose();
export type ContentItemKey = z.infer<typeof contentItemKeySchema>;
export const deleteContentItemsRequestSchema = z.array(contentItemKeySchema).min(1).max(10_000);
export const deleteContentItemsAnswerSchema = z.object({ deleted: z.number().int() });

/**
 * B§5: items whose itemNo or navItemNo is also another item's itemNo or
 * navItemNo are highlighted; the ids of those items.
 */
export function duplicateItemIds(
  items: readonly Pick<ContentItem, 'id' | 'itemNo' | 'navItemNo'>[],
): Set<number> {
  const holders = new Map<string, Set<number>>();
  for (const item of items)
    for (const number of new Set([item.itemNo.toUpperCase(), item.navItemNo.toUpperCase()]))
      holders.set(number, (holders.get(number) ?? new Set()).add(item.id));
  const duplicates = new Set<number>();
  for (const ids of holders.values()) if (ids.size > 1) for (const id of ids) duplicates.add(id);
  return duplicates;
}
