import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companyColumn } from '../../platform/db/company-column.js';
import { companySortIndexes, trigramIndex } from '../../platform/db/list-indexes.js';

/** Monthly PDF journals (A§2, A§3); the files live in the private storage, never under /uploads. */
export const journals = pgTable(
  'journals',
  {
    id: serial('id').primaryKey(),
    comId: companyColumn(),
    name: text('name').notNull(),
    /** The journal's month as its first day (the API shows YYYY-MM). */
    month: date('month', { mode: 'string' }).notNull(),
    /** Private storage keys, not URLs. */
    fileKey: text('file_key').notNull(),
    fileSize: integer('file_size').notNull(),
    coverKey: text('cover_key'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('journals_month_first_day', sql`extract(day from ${t.month}) = 1`),
    // One index per sortable column of the list, each ending in the tie-breaker.
    ...companySortIndexes('journals', t.comId, t.id, { month: t.month, name: t.name }),
    index('journals_company_id_idx').on(t.comId, t.id),
    trigramIndex('journals_name_trgm_idx', t.name),
  ],
);
