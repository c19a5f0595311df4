import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { companyColumn } from '../../../platform/db/company-column.js';
import { contentRowColumns, contentRowKey, contentRuleColumns } from '../article/content.schema.js';
import { pointsColumn as points } from './points-column.js';

// Keys between rows of one content are NO ACTION, not RESTRICT: deleting the
// content cascades to all of them in one statement, checked at its end.

/**
 * Points income rules of an action (B§3): which items earn points (DESIGN §9).
 * `brands`, `groups`, `sub_groups` comma-joined, `items` '|'-joined; empty
 * lists do not narrow the rule.
 */
export const pointsIncomeRules = pgTable(
  'points_income_rules',
  {
    ...contentRuleColumns(),
    brands: text('brands').notNull().default(''),
    groups: text('groups').notNull().default(''),
    subGroups: text('sub_groups').notNull().default(''),
    items: text('items').notNull().default(''),
  },
  (t) => [
    contentRowKey('points_income_rules_content_fk', t),
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
    comId: companyColumn(),
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
    comId: companyColumn(),
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
    ...contentRowColumns(),
    mainCode: text('main_code').notNull(),
    points: points('points').notNull(),
    lines: integer('lines').notNull(),
  },
  (t) => [
    primaryKey({ name: 'points_accruals_pkey', columns: [t.comId, t.contentId, t.mainCode] }),
    contentRowKey('points_accruals_content_fk', t),
  ],
);

/** Adjustments (B§3 Points adjustment entry): added, never edited nor deleted; a reversing entry undoes one. */
export const pointsAdjustments = pgTable(
  'points_adjustments',
  {
    id: serial('id').primaryKey(),
    ...contentRowColumns(),
    mainCode: text('main_code').notNull(),
    amount: points('amount').notNull(),
    description: text('description').notNull(),
    reversesId: integer('reverses_id').unique('points_adjustments_reverses_key'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    contentRowKey('points_adjustments_content_fk', t),
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
