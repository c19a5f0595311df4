import type { GiftAction, GiftCatalogue, GiftCatalogueItem, MyGiftOrder } from '@bo/contract';
import type { Storage } from '../../platform/storage/storage.js';
import type { portalOrders as repo } from '../content/index.js';

/** A stored picture as its public URL, or '' for none. */
const urlOf = (storage: Storage, key: string | null) => (key ? storage.publicUrl(key) : '');

/** A gift action open to the customer, with the mainCode's userPoints. */
export const presentGiftAction = (row: repo.ActionRow, storage: Storage): GiftAction => ({
  contentId: row.content_id,
  title: row.title,
  description: row.description,
  thumbFile: urlOf(storage, row.thumb_file),
  orderFrom: row.order_from,
  orderTo: row.order_to,
  maxOrderItems: row.max_order_items,
  costName: row.cost_name,
  userPoints: row.user_points,
});

const presentItem = (row: repo.CatalogueItemRow, storage: Storage): GiftCatalogueItem => ({
  itemNo: row.item_no,
  sort: row.sort,
  groupId: row.group_id ?? 0,
  description: row.description,
  costPoints: row.cost_points,
  // Oversold by a status change (a Canceled order made active again): none left, not fewer.
  stock: Math.max(0, row.quantity - row.ordered_all),
  maxOrderItems: row.max_order_items,
  ordered: row.ordered_mine,
  firstPic: urlOf(storage, row.first_pic),
});

/** GiftCatalogue: the action, its groups (parent 0 for a root) and its active gift items. */
export const presentCatalogue = (
  catalogue: {
    action: repo.ActionRow;
    groups: repo.GroupRow[];
    items: repo.CatalogueItemRow[];
  },
  storage: Storage,
): GiftCatalogue => ({
  action: presentGiftAction(catalogue.action, storage),
  groups: catalogue.groups.map((group) => ({
    groupId: group.groupId,
    parentGroupId: group.parentGroupId ?? 0,
    giftGroup: group.giftGroup,
    picFile: urlOf(storage, group.picFile),
    sort: group.sort,
    maxOrderItems: group.maxOrderItems,
  })),
  items: catalogue.items.map((item) => presentItem(item, storage)),
  ordered: catalogue.action.ordered,
});

/** An order as its customer sees it. */
export const presentMyOrder = (row: repo.MyOrderRow): MyGiftOrder => ({
  id: row.id,
  contentId: row.contentId,
  title: row.title,
  itemNo: row.itemNo,
  itemName: row.itemName,
  quantity: row.quantity,
  points: row.points,
  giftEntryStatus: row.giftEntryStatus,
  postingDate: row.postingDate.toISOString(),
  contactPerson: row.contactPerson,
  contactPhone: row.contactPhone,
});
