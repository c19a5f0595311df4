import type { GiftOrder, ResultsRow } from '@bo/contract';
import type { OrderRowData, ResultsRowData } from './gift-orders.repository.js';

/** A Results row (B§3): the item's stock, ordered quantities by status and balance. */
export const presentResultsRow = (row: ResultsRowData): ResultsRow => ({
  itemNo: row.item_no,
  description: row.description,
  quantity: row.quantity,
  createdOrders: row.created,
  processingOrders: row.processing,
  shippedOrders: row.shipped,
  finishedOrders: row.finished,
  canceledOrders: row.canceled,
  balance: row.balance,
});

/** An order (B§3 Order) with the status dialog's fields (C§2.11) and its customer's userPoints. */
export const presentGiftOrder = (row: OrderRowData): GiftOrder => ({
  id: row.id,
  contentId: row.content_id,
  parentContentId: row.parent_content_id,
  title: row.title,
  comId: row.com_id,
  custNo: row.cust_no,
  login: row.login,
  custName: row.cust_name,
  mainCode: row.main_code,
  itemNo: row.item_no,
  itemName: row.item_name,
  quantity: row.quantity,
  respCenter: row.resp_center,
  locationCode: row.location_code,
  loyaltyCode: row.loyalty_code,
  salespersonCode: row.salesperson_code,
  salespersonName: row.salesperson_name,
  giftEntryStatus: row.gift_entry_status,
  postingDate: row.posting_date.toISOString(),
  contactPerson: row.contact_person,
  contactPhone: row.contact_phone,
  comment: row.comment,
  points: row.points,
  userPoints: row.user_points,
  costName: row.cost_name,
});
