import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The platform's own tables. The tables of accounts (users, roles, user_roles,
 * sessions) are the users feature's and customers the customers feature's
 * (docs/decisions/platform.md): the platform reaches them through the
 * interfaces it declares (AccountStore, SeedAccounts).
 */
export const companies = pgTable('companies', {
  comId: integer('com_id').primaryKey(),
  name: text('name').notNull(),
});

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
    // The audit viewer's filters (issue 11), each ending in the list's order.
    index('audit_company_entity_at_idx').on(t.comId, t.entity, t.at),
    index('audit_company_actor_at_idx').on(t.comId, t.actorLogin, t.at),
    // The retention job removes by age across companies.
    index('audit_at_idx').on(t.at),
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

/**
 * One row per run of a periodic job and day: the instance whose insert wins
 * runs the job, so several instances never do the same day's work twice.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** What the run did, in its own words (rows removed). */
    outcome: text('outcome'),
  },
  (t) => [primaryKey({ columns: [t.job, t.day] })],
);
