import { and, desc, eq, type SQL } from 'drizzle-orm';
import { companyRows } from '../../platform/db/company-rows.js';
import { holdsText } from '../../platform/db/list-conditions.js';
import type { Executor } from '../../platform/db/database.js';
import { sortedPage, type SortedWindow } from '../../platform/db/sorted-page.js';
import { journals } from './journals.schema.js';
import { countRows } from '../../platform/db/count-rows.js';

export type JournalRow = typeof journals.$inferSelect;

const sortColumns = { id: journals.id, name: journals.name, date: journals.month } as const;
type JournalSortColumn = keyof typeof sortColumns;

function listCondition(comId: number, filter: string | undefined): SQL | undefined {
  return and(eq(journals.comId, comId), holdsText(journals.name, filter));
}

export async function listJournals(
  db: Executor,
  options: SortedWindow<JournalSortColumn> & { comId: number; filter?: string | undefined },
): Promise<JournalRow[]> {
  const query = db.select().from(journals).where(listCondition(options.comId, options.filter));
  return sortedPage(query.$dynamic(), options, [sortColumns[options.orderBy], journals.id]);
}

export async function countJournals(
  db: Executor,
  comId: number,
  filter: string | undefined,
): Promise<number> {
  return countRows(db, journals, listCondition(comId, filter));
}

/** The company's journals, newest month first; only `month` (YYYY-MM-01) when given. */
export async function libraryJournals(
  db: Executor,
  comId: number,
  month: string | undefined,
): Promise<JournalRow[]> {
  return db
    .select()
    .from(journals)
    .where(and(eq(journals.comId, comId), month ? eq(journals.month, month) : undefined))
    .orderBy(desc(journals.month), desc(journals.id));
}

/** The journal by id in this company (find, lock, insert, update, delete); another company's journal is not found. */
export const journalRows = companyRows(journals, { comId: journals.comId, id: journals.id });
