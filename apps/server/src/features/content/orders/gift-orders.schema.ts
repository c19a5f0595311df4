import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { contentRowColumns, contentRowKey } from '../article/content.schema.js';
import { contentItems } from '../catalogue/gift-items.schema.js';
import { pointsColumn as points } from '../points/points-column.js';
import { trigramIndex } from '../../../platform/db/list-indexes.js';

// Keys between rows of one content are NO ACTION, not RESTRICT: deleting the
// content cascades to all of them in one statement, checked at its end.

/**
 * Gift orders (B§3 Order; DESIGN §9 Gift orders): one per item line, placed
 * through the portal. An item's `inOrders`, its stock left and the points
 * spent (`points` of the orders not Canceled) stand on them.
 */
export const giftOrders = pgTable(
  'gift_orders',
  {
    id: serial('id').primaryKey(),
    ...contentRowColumns(),
    itemId: integer('item_id').notNull(),
    custNo: text('cust_no').notNull(),
    mainCode: text('main_code').notNull(),
    login: text('login').notNull().default(''),
    itemNo: text('item_no').notNull(),
    itemName: text('item_name').notNull().default(''),
    quantity: integer('quantity').notNull(),
    /** costPoints × quantity when ordered. */
    points: points('points').notNull(),
    giftEntryStatus: smallint('gift_entry_status').notNull().default(1),
    postingDate: timestamp('posting_date', { withTimezone: true }).notNull().defaultNow(),
    contactPerson: text('contact_person').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    comment: text('comment').notNull().default(''),
    /** What the orders' search looks in (the customer's name is searched in `customers`). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(cust_no || chr(10) || login || chr(10) || main_code || chr(10) || item_no || chr(10) || item_name || chr(10) || contact_person || chr(10) || contact_phone)`,
    ),
  },
  (t) => [
    contentRowKey('gift_orders_content_fk', t),
    // An item in orders is not deleted (B§4).
    foreignKey({
      name: 'gift_orders_item_fk',
      columns: [t.comId, t.contentId, t.itemId],
      foreignColumns: [contentItems.comId, contentItems.contentId, contentItems.id],
    }),
    // Stock left, inOrders and a customer's ordered quantity: an item's orders by status,
    // read from the index alone (PlaceGiftOrder sums them while it holds the item's lock).
    index('gift_orders_item_idx').on(t.itemId, t.giftEntryStatus, t.mainCode, t.quantity),
    // Points spent: a customer's orders in an action.
    index('gift_orders_customer_idx').on(t.comId, t.contentId, t.mainCode),
    // The prizes list (every action) and the orders tab (one), newest first, with or without a status.
    index('gift_orders_company_date_idx').on(t.comId, t.postingDate, t.id),
    index('gift_orders_company_status_date_idx').on(
      t.comId,
      t.giftEntryStatus,
      t.postingDate,
      t.id,
    ),
    index('gift_orders_content_date_idx').on(t.comId, t.contentId, t.postingDate, t.id),
    index('gift_orders_content_status_date_idx').on(
      t.comId,
      t.contentId,
      t.giftEntryStatus,
      t.postingDate,
      t.id,
    ),
    // A customer's own orders in the portal.
    index('gift_orders_customer_date_idx').on(t.comId, t.custNo, t.postingDate, t.id),
    trigramIndex('gift_orders_search_trgm_idx', t.searchText),
    check('gift_orders_status_check', sql`${t.giftEntryStatus} between 1 and 5`),
    check('gift_orders_numbers_check', sql`${t.quantity} > 0 and ${t.points} >= 0`),
  ],
);
