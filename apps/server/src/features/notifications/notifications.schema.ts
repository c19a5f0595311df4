import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyColumn } from '../../platform/db/company-column.js';
import { companySortIndexes, trigramIndex } from '../../platform/db/list-indexes.js';

/** Notification types with their message templates; seeded by the migration (DESIGN §5). */
export const notificationTypes = pgTable('notification_types', {
  type: integer('type').primaryKey(),
  name: text('name').notNull(),
  template: text('template').notNull(),
});

/** Customer notifications (A§3); statuses in DESIGN §5. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    comId: companyColumn(),
    custNo: text('cust_no').notNull(),
    custName: text('cust_name').notNull(),
    type: integer('type')
      .notNull()
      .references(() => notificationTypes.type),
    status: integer('status').notNull().default(1),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    /** The balance and its date that the message states: the debt being confirmed. */
    balanceDate: date('balance_date', { mode: 'string' }).notNull(),
    balance: numeric('balance', { precision: 14, scale: 2 }).notNull(),
    delayDate: date('delay_date', { mode: 'string' }),
    delayCount: integer('delay_count').notNull().default(0),
    message: text('message').notNull(),
    userComment: text('user_comment').notNull().default(''),
    createdBy: text('created_by').notNull(),
    /** What the list searches, lower-cased once on write (see users.search_text). */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(cust_no || chr(10) || cust_name)`),
  },
  (t) => [
    // One notification of a type per customer and balance date: creating twice adds nothing.
    uniqueIndex('notifications_once_idx').on(t.comId, t.type, t.custNo, t.balanceDate),
    ...companySortIndexes('notifications', t.comId, t.id, {
      created: t.created,
      cust_no: t.custNo,
      cust_name: t.custName,
    }),
    index('notifications_company_type_idx').on(t.comId, t.type, t.created, t.id),
    index('notifications_company_status_idx').on(t.comId, t.status, t.created, t.id),
    trigramIndex('notifications_search_trgm_idx', t.searchText),
  ],
);
