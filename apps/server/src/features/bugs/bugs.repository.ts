import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { companyRows } from '../../platform/db/company-rows.js';
import { countRows } from '../../platform/db/count-rows.js';
import type { Executor } from '../../platform/db/database.js';
import { equalsIfGiven, searchTextHolds } from '../../platform/db/list-conditions.js';
import { insertRow } from '../../platform/db/insert-row.js';
import { sortedPage, type SortedWindow } from '../../platform/db/sorted-page.js';
import { bugComments, bugReports } from './bugs.schema.js';

export type BugRow = typeof bugReports.$inferSelect;
type NewBugRow = typeof bugReports.$inferInsert;
export type BugCommentRow = typeof bugComments.$inferSelect;
export type NewBugCommentRow = typeof bugComments.$inferInsert;

const reporterKey = sql`lower(${bugReports.reporterLogin})`;

const sortColumns = {
  id: bugReports.id,
  created: bugReports.createdAt,
  reporterLogin: reporterKey,
  page: bugReports.page,
  description: bugReports.description,
  status: bugReports.status,
} as const;
type BugSortColumn = keyof typeof sortColumns;

/** Which reports a list reaches: a company's, of one status, of one reporter, matching a search. */
export interface BugListScope {
  comId: number;
  /** A status code; undefined for any. */
  status?: number | undefined;
  /** The reporter's login (any letter case); undefined for every reporter. */
  reporterLogin?: string | undefined;
  /** Searched in the reporter's login, the page and the description (any letter case). */
  filter?: string | undefined;
}

function listCondition(scope: BugListScope): SQL | undefined {
  return and(
    eq(bugReports.comId, scope.comId),
    equalsIfGiven(bugReports.status, scope.status),
    scope.reporterLogin === undefined
      ? undefined
      : sql`${reporterKey} = lower(${scope.reporterLogin})`,
    searchTextHolds(bugReports.searchText, scope.filter),
  );
}

export async function listBugs(
  db: Executor,
  options: SortedWindow<BugSortColumn> & { scope: BugListScope },
): Promise<BugRow[]> {
  const query = db.select().from(bugReports).where(listCondition(options.scope)).$dynamic();
  return sortedPage(query, options, [sortColumns[options.orderBy], bugReports.id]);
}

export function countBugs(db: Executor, scope: BugListScope): Promise<number> {
  return countRows(db, bugReports, listCondition(scope));
}

/** The report by id in this company (find, lock, insert, update, delete); another company's report is not found. */
export const bugRows = companyRows(bugReports, { comId: bugReports.comId, id: bugReports.id });

/** Sets the status (and the time of the change) of a report of the company. */
export const updateBugStatus = (
  db: Executor,
  comId: number,
  id: number,
  status: number,
): Promise<BugRow | undefined> => bugRows.update(db, comId, id, { status, updatedAt: sql`now()` });

/** Marks a report as changed now (a comment without a status change). */
export const touchBug = (db: Executor, comId: number, id: number): Promise<BugRow | undefined> =>
  bugRows.update(db, comId, id, { updatedAt: sql`now()` });

export const insertComment = (db: Executor, values: NewBugCommentRow): Promise<BugCommentRow> =>
  insertRow(db, bugComments, values);

/** The comment thread of a report, oldest first. */
export function listComments(db: Executor, bugId: number): Promise<BugCommentRow[]> {
  return db
    .select()
    .from(bugComments)
    .where(eq(bugComments.bugId, bugId))
    .orderBy(asc(bugComments.id));
}

/** Many reports at once (demo data), answering their ids in the order given. */
export async function insertBugs(db: Executor, values: NewBugRow[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(bugReports).values(values).returning({ id: bugReports.id });
  return rows.map((row) => row.id);
}

export async function insertComments(db: Executor, values: NewBugCommentRow[]): Promise<void> {
  if (values.length > 0) await db.insert(bugComments).values(values);
}
