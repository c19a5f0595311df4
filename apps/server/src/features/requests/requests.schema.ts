import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companyColumn } from '../../platform/db/company-column.js';
import { userIdColumn } from '../users/index.js';
import { companySortIndexes, trigramIndex } from '../../platform/db/list-indexes.js';

/** Registration and other customer requests (A§3); types and statuses in DESIGN §5. */
export const requests = pgTable(
  'requests',
  {
    id: serial('id').primaryKey(),
    comId: companyColumn(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    custNo: text('cust_no').notNull(),
    type: integer('type').notNull(),
    status: integer('status').notNull().default(1),
    fullName: text('full_name').notNull(),
    eMail: text('e_mail').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** The address a public request came from, for throttling; never shown. */
    ip: text('ip'),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
    /** What the list searches, lower-cased once on write (see users.search_text). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(cust_no || chr(10) || full_name || chr(10) || e_mail || chr(10) || phone)`,
    ),
  },
  (t) => [
    // One index per sortable column and filter of the list, each ending in the tie-breaker.
    index('requests_company_id_idx').on(t.comId, t.id),
    ...companySortIndexes('requests', t.comId, t.id, {
      created: t.createdDate,
      cust_no: t.custNo,
      full_name: t.fullName,
      type: t.type,
      status: t.status,
    }),
    trigramIndex('requests_search_trgm_idx', t.searchText),
    index('requests_ip_created_idx').on(t.ip, t.createdDate),
  ],
);

/**
 * The single-use links of approved requests. Only the SHA-256 of the link's
 * secret is kept; `usedAt` is set in the transaction that sets the password.
 */
export const confirmationTokens = pgTable(
  'confirmation_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    comId: integer('com_id').notNull(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(userIdColumn, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('confirmation_tokens_user_idx').on(t.userId),
    index('confirmation_tokens_request_idx').on(t.requestId),
  ],
);
