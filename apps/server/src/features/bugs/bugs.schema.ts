import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { companyColumn } from '../../platform/db/company-column.js';
import { companySortIndexes, trigramIndex } from '../../platform/db/list-indexes.js';

/** A problem reported from the top bar (A§2, DESIGN §9 Bugs). */
export const bugReports = pgTable(
  'bug_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    comId: companyColumn(),
    reporterLogin: text('reporter_login').notNull(),
    page: text('page').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    description: text('description').notNull(),
    /** 1 New, 2 In progress, 3 Fixed, 4 Rejected, 5 Duplicate. */
    status: smallint('status').notNull().default(1),
    /** Storage key of the screenshot in the private storage, and its content type. */
    screenshot: text('screenshot'),
    screenshotType: text('screenshot_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the list searches, lower-cased once on write (see users.search_text). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(reporter_login || chr(10) || page || chr(10) || description)`,
    ),
  },
  (t) => [
    index('bug_reports_company_id_idx').on(t.comId, t.id),
    ...companySortIndexes('bug_reports', t.comId, t.id, {
      status: t.status,
      reporter: sql`lower(${t.reporterLogin})`,
    }),
    trigramIndex('bug_reports_search_trgm_idx', t.searchText),
  ],
);

/** The comment thread of a report; a status change is a comment that names the new status. */
export const bugComments = pgTable(
  'bug_comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bugId: bigint('bug_id', { mode: 'number' })
      .notNull()
      .references(() => bugReports.id, { onDelete: 'cascade' }),
    authorLogin: text('author_login').notNull(),
    body: text('body').notNull().default(''),
    /** The status the report was given with this comment, if it changed. */
    status: smallint('status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bug_comments_bug_idx').on(t.bugId, t.id)],
);
