import { and, asc, eq, gt, notInArray, sql, type SQL } from 'drizzle-orm';
import { requestStatus, type requestOrderBy } from '@bo/contract';
import { companyRows } from '../../platform/db/company-rows.js';
import { firstRow } from '../../platform/db/first-row.js';
import { typedListCondition, type TypedListScope } from '../../platform/db/list-conditions.js';
import type { Executor } from '../../platform/db/database.js';
import { sortedPage, type SortedWindow } from '../../platform/db/sorted-page.js';
import { requests } from './requests.schema.js';
import { countRows } from '../../platform/db/count-rows.js';

export type RequestRow = typeof requests.$inferSelect;
export type NewRequestRow = typeof requests.$inferInsert;
type RequestSortColumn = (typeof requestOrderBy)[number];

const sortColumns = {
  id: requests.id,
  createdDate: requests.createdDate,
  custNo: requests.custNo,
  type: requests.type,
  status: requests.status,
  fullName: requests.fullName,
} as const satisfies Record<RequestSortColumn, unknown>;

/**
 * The same order as expressions no index serves: with a search the matches
 * come from the trigram index and are then sorted, instead of a walk along a
 * sort index testing every row (see users.repository.ts).
 */
const searchSortKeys: Record<RequestSortColumn, SQL> = {
  id: sql`(${requests.id} + 0)`,
  createdDate: sql`(${requests.createdDate} + interval '0 second')`,
  custNo: sql`(${requests.custNo} || '')`,
  type: sql`(${requests.type} + 0)`,
  status: sql`(${requests.status} + 0)`,
  fullName: sql`(${requests.fullName} || '')`,
};

export type RequestListConditions = TypedListScope;

export async function listRequests(
  db: Executor,
  options: RequestListConditions & SortedWindow<RequestSortColumn>,
): Promise<RequestRow[]> {
  const sortKey = options.filter ? searchSortKeys[options.orderBy] : sortColumns[options.orderBy];
  const query = db.select().from(requests).where(typedListCondition(requests, options)).$dynamic();
  return sortedPage(query, options, [sortKey, requests.id]);
}

export async function countRequests(db: Executor, conditions: RequestListConditions) {
  return countRows(db, requests, typedListCondition(requests, conditions));
}

/** The distinct types and statuses of a company's requests, each sorted by code. */
export async function requestCodes(db: Executor, comId: number) {
  const [types, statuses] = await Promise.all([
    db
      .selectDistinct({ code: requests.type })
      .from(requests)
      .where(eq(requests.comId, comId))
      .orderBy(asc(requests.type)),
    db
      .selectDistinct({ code: requests.status })
      .from(requests)
      .where(eq(requests.comId, comId))
      .orderBy(asc(requests.status)),
  ]);
  return { types: types.map((row) => row.code), statuses: statuses.map((row) => row.code) };
}

/** The request by id in this company (find, lock, insert, update, delete); another company's request is not found. */
export const requestRows = companyRows(requests, { comId: requests.comId, id: requests.id });

/** Inserts many requests in one statement (the demo's). */
export async function insertRequests(db: Executor, rows: NewRequestRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(requests).values(rows);
}

/**
 * Moves a request to "sent for confirmation" unless it is there or past it.
 * The row lock makes a second approval at the same moment wait and then find
 * nothing to change.
 */
export const markSentForConfirmation = (
  db: Executor,
  comId: number,
  id: number,
  now: Date,
): Promise<RequestRow | undefined> =>
  firstRow(
    db
      .update(requests)
      .set({ status: requestStatus.sentForConfirmation, updated: now })
      .where(
        and(
          eq(requests.comId, comId),
          eq(requests.id, id),
          notInArray(requests.status, [requestStatus.sentForConfirmation, requestStatus.confirmed]),
        ),
      )
      .returning(),
  );

/** Requests filed from this address since `since` (the (ip, created_date) index). */
export async function countRequestsFromAddress(
  db: Executor,
  ip: string,
  since: Date,
): Promise<number> {
  return countRows(db, requests, and(eq(requests.ip, ip), gt(requests.createdDate, since)));
}
