import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { companies } from '../../platform/db/platform.schema.js';
import { contents } from './content.schema.js';

// Keys between rows of one content are NO ACTION, not RESTRICT: deleting the
// content cascades to all of them in one statement, checked at its end.

/** Points and money-like amounts: 2 decimals (B§9). */
const points = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/**
 * Item groups of an action (B§3 Item group): a tree within the content;
 * `parent_group_id` null is the API's parent 0 (a root group).
 */
export const contentGroups = pgTable(
  'content_groups',
  {
    groupId: serial('group_id').primaryKey(),
    comId: integer('com_id').notNull(),
    contentId: integer('content_id').notNull(),
    parentGroupId: integer('parent_group_id'),
    giftGroup: text('gift_group').notNull(),
    sort: integer('sort').notNull().default(1),
    maxOrderItems: integer('max_order_items').notNull().default(0),
    /** Storage key of the picture, not a URL. */
    picFile: text('pic_file'),
  },
  (t) => [
    unique('content_groups_content_group_key').on(t.comId, t.contentId, t.groupId),
    foreignKey({
      name: 'content_groups_content_fk',
      columns: [t.comId, t.contentId],
      foreignColumns: [contents.comId, contents.contentId],
    }).onDelete('cascade'),
    // A parent is a group of the same content; one with subgroups is not deleted (B§4).
    foreignKey({
      name: 'content_groups_parent_fk',
      columns: [t.comId, t.contentId, t.parentGroupId],
      foreignColumns: [t.comId, t.contentId, t.groupId],
    }),
    index('content_groups_content_idx').on(t.comId, t.contentId, t.sort, t.groupId),
    index('content_groups_parent_idx').on(t.comId, t.contentId, t.parentGroupId),
    check('content_groups_name_check', sql`length(${t.giftGroup}) between 1 and 100`),
    check('content_groups_sort_check', sql`${t.sort} >= 0`),
    check('content_groups_max_order_items_check', sql`${t.maxOrderItems} between 0 and 9999`),
  ],
);

/**
 * Items of an action (B§3 Item) of one item type (B§4: 1 catalogue items,
 * 2 gifts). The spec's key is content, itemNo and sort (update sends prevItemNo
 * and prevSort); `id` is what gift orders point at.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    comId: integer('com_id').notNull(),
    contentId: integer('content_id').notNull(),
    itemType: smallint('item_type').notNull(),
    sort: integer('sort').notNull().default(1),
    itemNo: text('item_no').notNull(),
    navItemNo: text('nav_item_no').notNull(),
    groupId: integer('group_id'),
    active: boolean('active').notNull().default(false),
    quantity: integer('quantity').notNull().default(0),
    description: text('description').notNull().default(''),
    costPoints: points('cost_points').notNull().default(0),
    /** Storage key of the picture, not a URL; a copy shares it (the key is deleted with its last holder). */
    firstPic: text('first_pic'),
    maxOrderItems: integer('max_order_items').notNull().default(0),
    dateFrom: date('date_from', { mode: 'string' }),
    dateTo: date('date_to', { mode: 'string' }),
  },
  (t) => [
    unique('content_items_key').on(t.comId, t.contentId, t.itemType, t.itemNo, t.sort),
    unique('content_items_company_id_key').on(t.comId, t.contentId, t.id),
    foreignKey({
      name: 'content_items_content_fk',
      columns: [t.comId, t.contentId],
      foreignColumns: [contents.comId, contents.contentId],
    }).onDelete('cascade'),
    // A group with items is not deleted (B§4).
    foreignKey({
      name: 'content_items_group_fk',
      columns: [t.comId, t.contentId, t.groupId],
      foreignColumns: [contentGroups.comId, contentGroups.contentId, contentGroups.groupId],
    }),
    index('content_items_list_idx').on(t.comId, t.contentId, t.itemType, t.sort, t.itemNo),
    index('content_items_group_idx').on(t.comId, t.contentId, t.groupId),
    check('content_items_type_check', sql`${t.itemType} in (1, 2)`),
    check('content_items_item_no_check', sql`length(${t.itemNo}) between 1 and 20`),
    check('content_items_nav_item_no_check', sql`length(${t.navItemNo}) between 1 and 20`),
    check(
      'content_items_numbers_check',
      sql`${t.sort} >= 0 and ${t.quantity} >= 0 and ${t.costPoints} >= 0 and ${t.maxOrderItems} between 0 and 9999`,
    ),
  ],
);

/**
 * Points income rules of an action (B§3): which items earn points (DESIGN §9).
 * `brands`, `groups`, `sub_groups` comma-joined, `items` '|'-joined; empty
 * lists do not narrow the rule.
 */
export const pointsIncomeRules = pgTable(
  'points_income_rules',
  {
    id: serial('id').primaryKey(),
    comId: integer('com_id').notNull(),
    contentId: integer('content_id').notNull(),
    active: boolean('active').notNull().default(true),
    exclude: boolean('exclude').notNull().default(false),
    brands: text('brands').notNull().default(''),
    groups: text('groups').notNull().default(''),
    subGroups: text('sub_groups').notNull().default(''),
    items: text('items').notNull().default(''),
  },
  (t) => [
    foreignKey({
      name: 'points_income_rules_content_fk',
      columns: [t.comId, t.contentId],
      foreignColumns: [contents.comId, contents.contentId],
    }).onDelete('cascade'),
    index('points_income_rules_content_idx').on(t.comId, t.contentId, t.id),
  ],
);

/**
 * Sales lines (DESIGN §9): imported or demo. Customers and items are checked
 * on import; no key to them, so a customer or item removed later keeps its
 * history. `imported_at` decides what an income stop freezes.
 */
export const salesLines = pgTable(
  'sales_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    comId: integer('com_id')
      .notNull()
      .references(() => companies.comId),
    postingDate: date('posting_date', { mode: 'string' }).notNull(),
    custNo: text('cust_no').notNull(),
    itemNo: text('item_no').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    amount: points('amount').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Accrual: one company's lines within an action's dates.
    index('sales_lines_company_date_idx').on(t.comId, t.postingDate),
    // A customer's ledger: its lines, newest first.
    index('sales_lines_company_customer_idx').on(t.comId, t.custNo, t.postingDate),
    check('sales_lines_numbers_check', sql`${t.quantity} >= 0 and ${t.amount} >= 0`),
  ],
);

/**
 * The sales files imported (issue 31): the SHA-256 of each file's bytes per
 * company, so that the same file is not imported twice (its points would be
 * counted twice). Kept once an import wrote a line; a changed file is another.
 */
export const salesImportFiles = pgTable(
  'sales_import_files',
  {
    id: serial('id').primaryKey(),
    comId: integer('com_id')
      .notNull()
      .references(() => companies.comId),
    /** Hex SHA-256 of the file's bytes. */
    fileHash: text('file_hash').notNull(),
    fileName: text('file_name').notNull().default(''),
    importedBy: text('imported_by').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sales_import_files_hash_key').on(t.comId, t.fileHash),
    check('sales_import_files_hash_check', sql`${t.fileHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * Accrued points per action and customer mainCode (DESIGN §9), recomputed
 * set-based when the action's terms, rules, dates, income stop or the sales
 * change; the ledger lists the sales lines behind them.
 */
export const pointsAccruals = pgTable(
  'points_accruals',
  {
    comId: integer('com_id').notNull(),
    contentId: integer('content_id').notNull(),
    mainCode: text('main_code').notNull(),
    points: points('points').notNull(),
    lines: integer('lines').notNull(),
  },
  (t) => [
    primaryKey({ name: 'points_accruals_pkey', columns: [t.comId, t.contentId, t.mainCode] }),
    foreignKey({
      name: 'points_accruals_content_fk',
      columns: [t.comId, t.contentId],
      foreignColumns: [contents.comId, contents.contentId],
    }).onDelete('cascade'),
  ],
);

/** Adjustments (B§3 Points adjustment entry): added, never edited nor deleted; a reversing entry undoes one. */
export const pointsAdjustments = pgTable(
  'points_adjustments',
  {
    id: serial('id').primaryKey(),
    comId: integer('com_id').notNull(),
    contentId: integer('content_id').notNull(),
    mainCode: text('main_code').notNull(),
    amount: points('amount').notNull(),
    description: text('description').notNull(),
    reversesId: integer('reverses_id').unique('points_adjustments_reverses_key'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'points_adjustments_content_fk',
      columns: [t.comId, t.contentId],
      foreignColumns: [contents.comId, contents.contentId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'points_adjustments_reverses_fk',
      columns: [t.reversesId],
      foreignColumns: [t.id],
    }),
    index('points_adjustments_customer_idx').on(t.comId, t.contentId, t.mainCode),
    check('points_adjustments_amount_check', sql`${t.amount} <> 0`),
    check('points_adjustments_description_check', sql`length(${t.description}) between 1 and 250`),
  ],
);

/**
 * Gift orders (B§3 Order; DESIGN §9 Gift orders): one per item line, placed
 * through the portal. An item's `inOrders`, its stock left and the points
 * spent (`points` of the orders not Canceled) stand on them.
 */
export const giftOrders = pgTable(
  'gift_orders',
  {
    id: serial('id').primaryKey(),
    comId: integer('com_id').notNull(),
    contentId: integer('content_id').notNull(),
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
    foreignKey({
      name: 'gift_orders_content_fk',
      columns: [t.comId, t.contentId],
      foreignColumns: [contents.comId, contents.contentId],
    }).onDelete('cascade'),
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
    index('gift_orders_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('gift_orders_status_check', sql`${t.giftEntryStatus} between 1 and 5`),
    check('gift_orders_numbers_check', sql`${t.quantity} > 0 and ${t.points} >= 0`),
  ],
);
