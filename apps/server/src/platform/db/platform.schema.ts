import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const companies = pgTable('companies', {
  comId: integer('com_id').primaryKey(),
  name: text('name').notNull(),
});

/** Customers of the ERP (A§3 Customer lookup, issue 4's field list). */
export const customers = pgTable(
  'customers',
  {
    comId: integer('com_id')
      .notNull()
      .references(() => companies.comId),
    custNo: text('cust_no').notNull(),
    name: text('name').notNull(),
    eMail: text('e_mail').notNull().default(''),
    phone: text('phone').notNull().default(''),
    mainCode: text('main_code').notNull().default(''),
    respCenter: text('resp_center').notNull().default(''),
    locationCode: text('location_code').notNull().default(''),
    discGroup: text('disc_group').notNull().default(''),
    loyaltyCode: text('loyalty_code').notNull().default(''),
    area: text('area').notNull().default(''),
    segment: text('segment').notNull().default(''),
    salespersonCode: text('salesperson_code').notNull().default(''),
    salespersonName: text('salesperson_name').notNull().default(''),
    legalEntity: text('legal_entity').notNull().default(''),
    paymentMethod: text('payment_method').notNull().default(''),
    balance: numeric('balance', { precision: 14, scale: 2 }).notNull().default('0'),
    balanceDate: date('balance_date', { mode: 'string' }),
    /** What the customer searches read, lower-cased once on write (see users.search_text). */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(cust_no || chr(10) || name)`),
  },
  (t) => [
    primaryKey({ columns: [t.comId, t.custNo] }),
    // Notification terms and CustomerRules select on each rule field within a company.
    index('customers_company_main_code_idx').on(t.comId, t.mainCode),
    index('customers_company_resp_center_idx').on(t.comId, t.respCenter),
    index('customers_company_location_code_idx').on(t.comId, t.locationCode),
    index('customers_company_disc_group_idx').on(t.comId, t.discGroup),
    index('customers_company_loyalty_code_idx').on(t.comId, t.loyaltyCode),
    index('customers_company_area_idx').on(t.comId, t.area),
    index('customers_company_segment_idx').on(t.comId, t.segment),
    index('customers_company_salesperson_code_idx').on(t.comId, t.salespersonCode),
    index('customers_company_legal_entity_idx').on(t.comId, t.legalEntity),
    index('customers_company_payment_method_idx').on(t.comId, t.paymentMethod),
    index('customers_company_name_idx').on(t.comId, t.name),
    index('customers_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

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
    comId: integer('com_id')
      .notNull()
      .references(() => companies.comId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    index('users_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
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

export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    login: text('login').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_login_idx').on(t.login, t.at),
    index('login_failures_ip_idx').on(t.ip, t.at),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorLogin: text('actor_login').notNull(),
    comId: integer('com_id').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_entity_idx').on(t.entity, t.entityId),
    index('audit_company_at_idx').on(t.comId, t.at),
  ],
);

/**
 * Every e-mail the server sends, written in the transaction of the change that
 * sends it (DESIGN §5). With SMTP_URL set, `queued` rows are delivered and
 * retried with growing delays, then `sent` or, after the last attempt,
 * `failed`; without it a row is `logged`: written here and to the log only.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    comId: integer('com_id').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** Holds single-use links: never sent back by the API. */
    bodyText: text('body_text').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed', 'logged'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_company_idx').on(t.comId, t.id),
  ],
);
