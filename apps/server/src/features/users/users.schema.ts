import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Language } from '@bo/contract';
import { companyColumn } from '../../platform/db/company-column.js';
import { trigramIndex } from '../../platform/db/list-indexes.js';

export const users = pgTable(
  'users',
  {
    userId: serial('user_id').primaryKey(),
    login: text('login').notNull(),
    pwdHash: text('pwd_hash').notNull(),
    blocked: boolean('blocked').notNull().default(false),
    blockReason: text('block_reason'),
    /** The block was set by staff (or by an approval awaiting confirmation): My users cannot lift it. */
    staffBlock: boolean('staff_block').notNull().default(false),
    fullName: text('full_name').notNull().default(''),
    eMail: text('e_mail').notNull().default(''),
    eMailConfirmed: boolean('e_mail_confirmed').notNull().default(false),
    phone: text('phone').notNull().default(''),
    custNo: text('cust_no'),
    comId: companyColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The interface language the user chose ('en', 'uk'); null follows the browser. */
    lang: text('lang').$type<Language>(),
    /**
     * What the user lists search, lower-cased once on write: LIKE on it through
     * one trigram index is an order of magnitude cheaper than ILIKE on three
     * columns. The fields are joined by a line break, which no search box sends.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(login || chr(10) || coalesce(cust_no, '') || chr(10) || full_name)`,
    ),
  },
  (t) => [
    uniqueIndex('users_login_lower_idx').on(sql`lower(${t.login})`),
    // The user lists sort by these columns within a company (logins in any letter case
    // side by side) and search them by substring.
    index('users_company_login_lower_idx').on(t.comId, sql`lower(${t.login})`),
    index('users_company_cust_no_login_lower_idx').on(t.comId, t.custNo, sql`lower(${t.login})`),
    index('users_company_full_name_idx').on(t.comId, t.fullName),
    trigramIndex('users_search_trgm_idx', t.searchText),
  ],
);

export const roles = pgTable('roles', {
  role: text('role').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    role: text('role')
      .notNull()
      .references(() => roles.role),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** Server-side sessions; `tokenHash` is the SHA-256 of the cookie value, never the value. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
