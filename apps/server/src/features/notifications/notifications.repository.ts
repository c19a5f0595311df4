import { asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { notificationOrderBy, notificationPreviewOrderBy } from '@bo/contract';
import type { Executor } from '../../platform/db/database.js';
import {
  searchTextHolds,
  typedListCondition,
  type TypedListScope,
} from '../../platform/db/list-conditions.js';
import { rowsById } from '../../platform/db/keyed-rows.js';
import { inDirection, sortedPage, type SortedWindow } from '../../platform/db/sorted-page.js';
import type { SelectedCustomers } from '../customers/index.js';
import { notifications, notificationTypes } from './notifications.schema.js';
import { balanceDateText, balanceText, messageText } from './notification-recipients.repository.js';
import { countRows } from '../../platform/db/count-rows.js';

type NotificationTypeRow = typeof notificationTypes.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

export async function allTypes(db: Executor): Promise<NotificationTypeRow[]> {
  return db.select().from(notificationTypes).orderBy(asc(notificationTypes.type));
}

export const findType = rowsById(notificationTypes, notificationTypes.type).find;

type PreviewOrder = (typeof notificationPreviewOrderBy)[number];
const previewSort = (recipients: SelectedCustomers): Record<PreviewOrder, AnyColumn> => ({
  custNo: recipients.custNo,
  custName: recipients.custName,
  balance: recipients.balance,
});
/**
 * The same orders as expressions no index serves: with a search the matches
 * come from the trigram index and are then sorted, instead of walking a sort
 * index and testing every row (see users.repository.ts). The recipients'
 * subquery is flattened into the query, so these reach the customers' columns.
 */
const previewSearchSort = (recipients: SelectedCustomers): Record<PreviewOrder, SQL> => ({
  custNo: sql`(${recipients.custNo} || '')`,
  custName: sql`(${recipients.custName} || '')`,
  balance: sql`(${recipients.balance} + 0)`,
});

/**
 * One page of the customers a preview selects, with the message each would
 * get. The page is chosen first and the messages made for its rows only: in a
 * single query PostgreSQL builds them for every match before sorting.
 */
export async function previewRows(
  db: Executor,
  options: SortedWindow<PreviewOrder> & {
    recipients: SelectedCustomers;
    template: string;
    filter: string | undefined;
  },
) {
  const { recipients } = options;
  const sortKeys = options.filter ? previewSearchSort(recipients) : previewSort(recipients);
  const matching = db
    .select({
      custNo: recipients.custNo,
      custName: recipients.custName,
      balance: recipients.balance,
      balanceDate: recipients.balanceDate,
    })
    .from(recipients)
    .where(searchTextHolds(recipients.searchText, options.filter));
  const keys = [sortKeys[options.orderBy], recipients.custNo];
  const page = sortedPage(matching.$dynamic(), options, keys).as('page');
  const pageOrder = { custNo: page.custNo, custName: page.custName, balance: page.balance };
  return db
    .select({
      custNo: page.custNo,
      custName: page.custName,
      created: balanceDateText(page),
      balance: balanceText(page),
      message: messageText(options.template, page),
    })
    .from(page)
    .orderBy(...inDirection(options.desc, [pageOrder[options.orderBy], page.custNo]));
}

export async function countRecipients(
  db: Executor,
  recipients: SelectedCustomers,
  filter?: string,
): Promise<number> {
  return countRows(db, recipients, searchTextHolds(recipients.searchText, filter));
}

const createdCountsSchema = z.object({
  rows: z.tuple([z.object({ matched: z.coerce.number(), created: z.coerce.number() })]),
});

/**
 * One notification (status New) per recipient, in one statement: customers
 * that already have this type for the same balance date are skipped by the
 * unique index. (A NOT EXISTS anti-join instead was planned as a nested loop
 * over the empty table and rescanned it as it grew: 15 s for 25,000 rows.)
 * Answers how many matched and how many were made.
 */
export async function insertNotifications(
  db: Executor,
  options: {
    comId: number;
    type: number;
    template: string;
    recipients: SelectedCustomers;
    createdBy: string;
  },
): Promise<{ matched: number; created: number }> {
  const { recipients } = options;
  const result = await db.execute(sql`
    with matched as (
      select ${recipients.custNo} as cust_no, ${recipients.custName} as cust_name,
        ${recipients.balanceDate} as balance_date, ${recipients.balance} as balance,
        ${messageText(options.template, recipients)} as message
      from ${recipients}
    ), inserted as (
      insert into ${notifications}
        (com_id, cust_no, cust_name, type, status, balance_date, balance, message, created_by)
      select ${options.comId}::integer, cust_no, cust_name, ${options.type}::integer, 1, balance_date,
        balance, message, ${options.createdBy}::text
      from matched
      on conflict (com_id, type, cust_no, balance_date) do nothing
      returning 1
    )
    select (select count(*) from matched) as matched, (select count(*) from inserted) as created`);
  const [counts] = createdCountsSchema.parse(result).rows;
  return counts;
}

type ListOrder = (typeof notificationOrderBy)[number];
/** Each order follows one index of notifications.schema.ts; the id keeps pages stable. */
const listSort: Record<ListOrder, AnyColumn[]> = {
  created: [notifications.created],
  custNo: [notifications.custNo],
  custName: [notifications.custName],
  type: [notifications.type, notifications.created],
  status: [notifications.status, notifications.created],
};
const listSearchSort: Record<ListOrder, SQL[]> = {
  created: [sql`(${notifications.created} + interval '0')`],
  custNo: [sql`(${notifications.custNo} || '')`],
  custName: [sql`(${notifications.custName} || '')`],
  type: [sql`(${notifications.type} + 0)`, sql`(${notifications.created} + interval '0')`],
  status: [sql`(${notifications.status} + 0)`, sql`(${notifications.created} + interval '0')`],
};

export async function listNotifications(
  db: Executor,
  options: TypedListScope & SortedWindow<ListOrder>,
) {
  const keys = (options.filter ? listSearchSort : listSort)[options.orderBy];
  const query = db
    .select({
      id: notifications.id,
      comId: notifications.comId,
      custNo: notifications.custNo,
      custName: notifications.custName,
      type: notifications.type,
      typeName: notificationTypes.name,
      status: notifications.status,
      created: notifications.created,
      delayDate: notifications.delayDate,
      delayCount: notifications.delayCount,
      message: notifications.message,
      userComment: notifications.userComment,
    })
    .from(notifications)
    .leftJoin(notificationTypes, eq(notificationTypes.type, notifications.type))
    .where(typedListCondition(notifications, options));
  return sortedPage(query.$dynamic(), options, [...keys, notifications.id]);
}
export type NotificationListRow = Awaited<ReturnType<typeof listNotifications>>[number];

export async function countNotifications(db: Executor, options: TypedListScope): Promise<number> {
  return countRows(db, notifications, typedListCondition(notifications, options));
}

export async function insertNotificationRows(db: Executor, rows: NewNotificationRow[]) {
  if (rows.length > 0) await db.insert(notifications).values(rows).onConflictDoNothing();
}
