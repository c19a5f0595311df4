import { z } from 'zod';
import { maxDbInt, pageRequestSchema, pagedAnswerSchema } from './api.js';
import { contentLimits } from './content.js';
import { isOneOf } from './one-of.js';
import { giftEntryStatuses, type GiftEntryStatus } from './points.js';
import { pagedRequestSchema, positiveIdSchema, searchTextBodySchemas } from './request-fields.js';
import { keyMask } from './shape-keys.js';
import type { TextKey } from './text/catalogue.js';

/**
 * Gift orders (B§2 tab-5, tab-6 and the Ordered prizes list, B§3 Results row
 * and Order, B§4, B§7, C§2.11; DESIGN §9 Gift orders). The portal calls are
 * for a signed-in CustomerUser (`screenRoles.giftPortal`) and act for the
 * caller's own customer only; the staff calls are for ContentManager
 * (`screenRoles.content`) and read and write the caller's company only.
 */
export const giftOrdersApi = {
  /** No body: the gift actions open to the caller's customer, each with its userPoints. */
  giftActions: '/api/Portal/GiftActions',
  /** Body the content id: the action's groups, its items (cost, stock left, maxOrderItems) and the caller's userPoints. */
  giftCatalogue: '/api/Portal/GiftCatalogue',
  /** Body `{contentId, items: [{itemNo, sort?, quantity}], contactPerson, contactPhone}`: the new orders and the points left. */
  placeOrder: '/api/Portal/PlaceGiftOrder',
  /** Body `{size, page, desc}`: the caller's customer's orders, newest first by default. */
  myOrders: '/api/Portal/MyGiftOrders',
  /** Body the content id: the Results rows (B§3), one per gift item. */
  results: '/api/Content/Results',
  /** Body `{contentId, status, size, page, desc}` (contentId 0: every action; status 0: any), query `filter`, `orderBy`: paged Order rows. */
  orders: '/api/Content/Orders',
  /** Body `{id, custNo}`: the order with the status dialog's fields (C§2.11). */
  orderDetails: '/api/Content/OrderDetails',
  /** Body an array of `{id, giftEntryStatus, comment?}`: the changed orders; all or nothing. */
  changeStatus: '/api/Content/ChangeOrderStatus',
  /** Body an array of selected order ids, or the search text when nothing is selected: an .xlsx, streamed. */
  export: (contentId: number, status: number) =>
    `/api/Content/OrdersExportToExcel/${contentId}/${status}`,
} as const;

/** The portal page of gift orders, outside the admin shell (like /journals). */
export const giftPortalPath = '/gifts';
/** The Ordered prizes list (B§2). */
export const prizesPath = '/admin/cms/prizes';

/** DESIGN §5: the names of giftEntryStatus 1 Created … 5 Canceled. */
export const giftEntryStatusTextKeys: Record<GiftEntryStatus, TextKey> = {
  1: 'pointsOrderCreated',
  2: 'pointsOrderProcessing',
  3: 'pointsOrderShipped',
  4: 'pointsOrderFinished',
  5: 'pointsOrderCanceled',
};
/** B§2: the row style class of the prizes list, named after the status. */
export const giftEntryStatusClass: Record<GiftEntryStatus, string> = {
  1: 'created',
  2: 'processing',
  3: 'shipped',
  4: 'finished',
  5: 'canceled',
};
/** B§4: rows with these statuses and a negative userPoints are marked as negative balance. */
export const negativeBalanceStatuses: readonly GiftEntryStatus[] = [1, 2];

/** B§9 and DESIGN §9. */
export const giftOrderLimits = {
  /** The prizes list's content filter shows this many characters of the title (B§9). */
  filterTitleMax: 23,
  /** One order line's largest quantity (the orders limit's mask: 4 digits). */
  quantityMax: contentLimits.maxOrderItemsMax,
  /** Item lines of one PlaceGiftOrder. */
  linesMax: 100,
  contactPersonMax: 100,
  contactPhoneMax: 30,
  commentMax: 250,
  /** Orders of one ChangeOrderStatus or of one export by ids. */
  batchMax: 100_000,
} as const;

const giftEntryStatus = z.union(giftEntryStatuses.map((status) => z.literal(status)));

/** B§3 Order, with the fields of the status dialog (C§2.11) and the order's points. */
export const giftOrderSchema = z.object({
  id: z.number().int(),
  contentId: z.number().int(),
  parentContentId: z.number().int(),
  title: z.string(),
  comId: z.number().int(),
  custNo: z.string(),
  login: z.string(),
  custName: z.string(),
  mainCode: z.string(),
  itemNo: z.string(),
  itemName: z.string(),
  quantity: z.number().int(),
  respCenter: z.string(),
  locationCode: z.string(),
  loyaltyCode: z.string(),
  salespersonCode: z.string(),
  salespersonName: z.string(),
  giftEntryStatus: z.number().int(),
  postingDate: z.string(),
  contactPerson: z.string(),
  contactPhone: z.string(),
  comment: z.string(),
  /** costPoints × quantity when ordered. */
  points: z.number(),
  /** The customer's (mainCode's) points left in the action now. */
  userPoints: z.number(),
  /** The action's unit of points (costName). */
  costName: z.string(),
});
export type GiftOrder = z.infer<typeof giftOrderSchema>;

// ---- Portal ----------------------------------------------------------------

/** A gift action open to the caller's customer. */
export const giftActionSchema = z.object({
  contentId: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Public URL of the thumbnail, or ''. */
  thumbFile: z.string(),
  orderFrom: z.string(),
  orderTo: z.string(),
  /** The most items one customer may order in the action; 0: no limit. */
  maxOrderItems: z.number().int(),
  costName: z.string(),
  userPoints: z.number(),
});
export type GiftAction = z.infer<typeof giftActionSchema>;

const giftCatalogueGroupSchema = z.object({
  groupId: z.number().int(),
  parentGroupId: z.number().int(),
  giftGroup: z.string(),
  picFile: z.string(),
  sort: z.number().int(),
  maxOrderItems: z.number().int(),
});
const giftCatalogueItemSchema = z.object({
  itemNo: z.string(),
  sort: z.number().int(),
  groupId: z.number().int(),
  description: z.string(),
  costPoints: z.number(),
  /** Stock left: quantity less the ordered quantity not Canceled. */
  stock: z.number().int(),
  /** The most of this item one customer may order; 0: no limit. */
  maxOrderItems: z.number().int(),
  /** What the caller's customer has ordered of it, not Canceled. */
  ordered: z.number().int(),
  firstPic: z.string(),
});
export type GiftCatalogueItem = z.infer<typeof giftCatalogueItemSchema>;
export const giftCatalogueSchema = z.object({
  action: giftActionSchema,
  groups: z.array(giftCatalogueGroupSchema),
  items: z.array(giftCatalogueItemSchema),
  /** What the caller's customer has ordered in the action, not Canceled (against its maxOrderItems). */
  ordered: z.number().int(),
});
export type GiftCatalogue = z.infer<typeof giftCatalogueSchema>;

/** Body of PlaceGiftOrder. `sort` names the item among rows of one itemNo (the lowest active one without it). */
export const placeGiftOrderRequestSchema = z.object({
  contentId: positiveIdSchema,
  items: z
    .array(
      z.object({
        itemNo: z.string().trim().min(1).max(20),
        sort: z.number().int().min(0).max(maxDbInt).optional(),
        quantity: z.number().int().min(1).max(giftOrderLimits.quantityMax),
      }),
    )
    .min(1)
    .max(giftOrderLimits.linesMax),
  contactPerson: z.string().trim().min(1).max(giftOrderLimits.contactPersonMax),
  contactPhone: z.string().trim().min(1).max(giftOrderLimits.contactPhoneMax),
});
export type PlaceGiftOrderRequest = z.input<typeof placeGiftOrderRequestSchema>;

/** An order as its customer sees it. */
const myGiftOrderSchema = giftOrderSchema.pick(
  keyMask([
    'id',
    'contentId',
    'title',
    'itemNo',
    'itemName',
    'quantity',
    'points',
    'giftEntryStatus',
    'postingDate',
    'contactPerson',
    'contactPhone',
  ]),
);
export type MyGiftOrder = z.infer<typeof myGiftOrderSchema>;
export const placeGiftOrderAnswerSchema = z.object({
  orders: z.array(myGiftOrderSchema),
  userPoints: z.number(),
});
export const myGiftOrdersRequestSchema = pageRequestSchema.extend({
  size: z.number().int().min(0).max(1000),
  desc: z.boolean().default(true),
});
export const myGiftOrdersAnswerSchema = pagedAnswerSchema(myGiftOrderSchema);

// ---- Staff -----------------------------------------------------------------

/** B§3 Results row: per gift item, its stock, the ordered quantities by status and the balance. */
export const resultsRowSchema = z.object({
  itemNo: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  createdOrders: z.number().int(),
  processingOrders: z.number().int(),
  shippedOrders: z.number().int(),
  finishedOrders: z.number().int(),
  canceledOrders: z.number().int(),
  /** quantity less the ordered quantity not Canceled; negative when oversold by a status change. */
  balance: z.number().int(),
});
export type ResultsRow = z.infer<typeof resultsRowSchema>;

export const giftOrdersAnswerSchema = pagedAnswerSchema(giftOrderSchema);

/** The Orders filter's status value for every status. */
export const allGiftEntryStatuses = 0;

/** Body of Orders. */
export const giftOrdersRequestSchema = pagedRequestSchema(true, {
  contentId: z.number().int().min(0).max(maxDbInt),
  status: z.union([z.literal(allGiftEntryStatuses), giftEntryStatus]).default(allGiftEntryStatuses),
});
export type GiftOrdersRequest = z.input<typeof giftOrdersRequestSchema>;
/** Columns the orders may be sorted by (query `orderBy`); postingDate by default, newest first (B§9). */
export const giftOrdersOrderBy = [
  'postingDate',
  'id',
  'custNo',
  'itemNo',
  'giftEntryStatus',
] as const;

export const orderDetailsRequestSchema = z.object({
  id: positiveIdSchema,
  custNo: z.string().max(100).optional(),
});

/** Body of ChangeOrderStatus: the orders (the dialog sends one), each with its new status. */
export const changeOrderStatusRequestSchema = z
  .array(
    z
      .object({
        id: positiveIdSchema,
        giftEntryStatus,
        comment: z.string().trim().max(giftOrderLimits.commentMax).optional(),
      })
      .loose(),
  )
  .min(1)
  .max(giftOrderLimits.batchMax);
export type ChangeOrderStatusRequest = z.input<typeof changeOrderStatusRequestSchema>;

/** Body of OrdersExportToExcel: the selected order ids, or the search text (a JSON string or `{filter}`). */
export const ordersExportBodySchema = z.union([
  z.array(positiveIdSchema).max(giftOrderLimits.batchMax),
  ...searchTextBodySchemas,
]);

/** Whether a number is one of the five giftEntryStatus values. */
export const isGiftEntryStatus = (status: number): status is GiftEntryStatus =>
  isOneOf(giftEntryStatuses, status);
