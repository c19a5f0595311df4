import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { canceledGiftEntryStatus, type pointsOrderBy } from '@bo/contract';
import type { Executor } from '../../../platform/db/database.js';
import { rowsOf } from '../../../platform/db/rows-of.js';
import { containsPattern } from '../../../platform/http/paging.js';
import { companyCustomers } from '../../customers/index.js';
import { giftOrders } from '../orders/gift-orders.schema.js';
import { pointsAccruals, pointsAdjustments } from './points.schema.js';

/** The ledger of one content of one company. */
export interface PointsScope {
  comId: number;
  contentId: number;
}

const amount = z.coerce.number();

/**
 * The sums per mainCode of every ledger entry of the content: its accrual row,
 * its adjustments and its gift orders (points spent by those not Canceled).
 * A mainCode with any entry is a row, even if every sum is 0. The accrual
 * rows (one per mainCode already) take the few adjustments' and orders' sums
 * by plain joins, then the few mainCodes without an accrual row follow: no
 * full join on an expression, whose row estimate would be far off (and turn
 * on PostgreSQL's JIT compiler, slower than the query itself here).
 */
const totals = ({ comId, contentId }: PointsScope) => {
  const accrualOf = (mainCode: SQL) => sql`select from ${pointsAccruals} a
    where a.com_id = ${comId} and a.content_id = ${contentId} and a.main_code = ${mainCode}`;
  return sql`adjusted as (
    select main_code, sum(amount) as adjusted from ${pointsAdjustments}
     where com_id = ${comId} and content_id = ${contentId}
     group by main_code),
  spent as (
    select main_code,
           coalesce(sum(points) filter (where gift_entry_status <> ${canceledGiftEntryStatus}), 0) as spent
      from ${giftOrders} where com_id = ${comId} and content_id = ${contentId}
     group by main_code),
  totals as (
    select a.main_code, a.points as accrued, coalesce(j.adjusted, 0) as adjusted,
           coalesce(o.spent, 0) as spent
      from ${pointsAccruals} a
      left join adjusted j on j.main_code = a.main_code
      left join spent o on o.main_code = a.main_code
     where a.com_id = ${comId} and a.content_id = ${contentId}
    union all
    select k.main_code, 0, sum(k.adjusted), sum(k.spent)
      from (select main_code, adjusted, 0 as spent from adjusted
            union all
            select main_code, 0, spent from spent) k
     where not exists (${accrualOf(sql`k.main_code`)})
     group by k.main_code)`;
};

/**
 * The userPoints of one mainCode in one action, as a scalar SQL expression
 * (accrued + adjusted − spent by orders not Canceled; DESIGN §9): three key
 * look-ups, for an order placed, a page of orders or one customer's row.
 * The arguments may be values or columns of the enclosing query.
 */
export const userPointsOf = (
  comId: SQL | number,
  contentId: SQL | number,
  mainCode: SQL | string,
) =>
  sql`(coalesce((select a.points from ${pointsAccruals} a
                  where a.com_id = ${comId} and a.content_id = ${contentId}
                    and a.main_code = ${mainCode}), 0)
     + coalesce((select sum(j.amount) from ${pointsAdjustments} j
                  where j.com_id = ${comId} and j.content_id = ${contentId}
                    and j.main_code = ${mainCode}), 0)
     - coalesce((select sum(o.points) from ${giftOrders} o
                  where o.com_id = ${comId} and o.content_id = ${contentId}
                    and o.main_code = ${mainCode}
                    and o.gift_entry_status <> ${canceledGiftEntryStatus}), 0))`;

/** `totals` with userPoints and the rating: rank by userPoints over the whole content. */
const ranked = (scope: PointsScope) => sql`${totals(scope)},
  ranked as (
    select t.*, rank() over (order by t.user_points desc) as rating
      from (select main_code, accrued, adjusted, spent, accrued + adjusted - spent as user_points
              from totals) t)`;

/**
 * The customer of a mainCode: of the company's customers holding it, the one
 * whose custNo it is (`m`), else the first by custNo (`f`, read only for a
 * mainCode without that customer). `lookup`: a key look-up per row, for a
 * page or a search's few rows (`limit 1` keeps the planner from turning it
 * into a join); else a join the planner may hash, for all the rows.
 */
const customerJoin = (comId: number, mainCode: SQL, lookup = true) => {
  const main = sql`m.cust_no = ${mainCode} and m.main_code = ${mainCode}`;
  return sql`
  ${
    lookup
      ? sql`left join lateral (select m.name, m.cust_no, m.resp_center, m.salesperson_name
                                 from ${companyCustomers(comId, 'm')} where ${main} limit 1) m on true`
      : sql`left join ${companyCustomers(comId, 'm')} on ${main}`
  }
  left join lateral (
    select f.name, f.resp_center, f.salesperson_name from ${companyCustomers(comId, 'f')}
     where m.cust_no is null and f.main_code = ${mainCode}
     order by f.cust_no
     limit 1) f on true`;
};
const custName = sql`coalesce(m.name, f.name, '')`;
const customerColumns = sql`${custName} as cust_name,
  coalesce(m.resp_center, f.resp_center, '') as resp_center,
  coalesce(m.salesperson_name, f.salesperson_name, '') as salesperson_name`;

/**
 * The ranked rows the search selects, with their customer's columns: first
 * the mainCodes it names or that a customer holds whose number or name it
 * names (the customers' trigram index), then the customer's name checked.
 */
const searched = (comId: number, filter: string) => {
  const pattern = containsPattern(filter);
  const lowered = containsPattern(filter.toLowerCase());
  return sql`(select r.*, ${customerColumns}
      from (select * from ranked
             where main_code ilike ${pattern}
                or main_code in (select c.main_code from ${companyCustomers(comId, 'c')}
                                  where c.search_text like ${lowered})) r
      ${customerJoin(comId, sql`r.main_code`)}
     where r.main_code ilike ${pattern} or ${custName} ilike ${pattern})`;
};

/** The ranked rows (of the search, if any); with the customer's columns when `named` or searched. */
function rankedRows(comId: number, filter: string | undefined, named: boolean): SQL {
  if (filter) return searched(comId, filter);
  if (!named) return sql`ranked`;
  return sql`(select r.*, ${customerColumns}
                from ranked r ${customerJoin(comId, sql`r.main_code`, false)})`;
}

type PointsSortColumn = (typeof pointsOrderBy)[number];
const sortColumns: Record<PointsSortColumn, string> = {
  rating: 'rating',
  mainCode: 'main_code',
  custName: 'cust_name',
  pointsAccrued: 'accrued',
  pointsAdjusted: 'adjusted',
  pointsSpent: 'spent',
  userPoints: 'user_points',
  respCenter: 'resp_center',
  salespersonName: 'salesperson_name',
};
const customerSortColumns = new Set<PointsSortColumn>([
  'custName',
  'respCenter',
  'salespersonName',
]);

const pointsRowSchema = z.object({
  rating: z.coerce.number(),
  main_code: z.string(),
  cust_name: z.string(),
  accrued: amount,
  adjusted: amount,
  spent: amount,
  user_points: amount,
  resp_center: z.string(),
  salesperson_name: z.string(),
});
export type PointsRowData = z.output<typeof pointsRowSchema>;
const pagedRowSchema = pointsRowSchema.extend({ total: z.coerce.number() });

/** Where an export's last batch ended, in rating order. */
export interface PointsKey {
  userPoints: number;
  mainCode: string;
}

interface PointsListOptions {
  /** Searched in mainCode and the customer's name, any letter case. */
  filter?: string | undefined;
  orderBy: PointsSortColumn;
  desc: boolean;
  limit: number;
  offset: number;
  /** Keyset of an export: the rows after this one in rating order (`orderBy` rating, ascending). */
  after?: PointsKey | undefined;
}

/**
 * Runs a statement of the tab with PostgreSQL's JIT compiler off: the
 * planner cannot know how few customers a search or a page looks up, and its
 * estimate of them alone passes the JIT's thresholds, whose compiling then
 * took a second where the statement takes a tenth of one.
 */
const withoutJit = (db: Executor, statement: SQL) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return tx.execute(statement);
  });

/**
 * The rows of the points tab and the count of those the search selects, in
 * one statement: the ranked totals of the whole content, then search, order
 * and window. The customer's columns are looked up for every row only when
 * the search or the order needs them, else for the page's rows alone.
 */
export async function listPoints(
  db: Executor,
  scope: PointsScope,
  options: PointsListOptions,
): Promise<{ rows: PointsRowData[]; total: number | undefined }> {
  const direction = sql.raw(options.desc ? 'desc' : 'asc');
  const key = sql.raw(sortColumns[options.orderBy]);
  const order = sql`${key} ${direction}, main_code ${direction}`;
  const early = Boolean(options.filter) || customerSortColumns.has(options.orderBy);
  const after = options.after;
  const where = after
    ? sql`where user_points < ${after.userPoints}::numeric
             or (user_points = ${after.userPoints}::numeric and main_code > ${after.mainCode})`
    : sql``;
  const result = await withoutJit(
    db,
    sql`with ${ranked(scope)},
    page as (
      select *, count(*) over () as total
        from ${rankedRows(scope.comId, options.filter, early)} matched
       ${where}
       order by ${order} limit ${options.limit} offset ${options.offset})
    select page.*${early ? sql`` : sql`, ${customerColumns}`}
      from page ${early ? sql`` : customerJoin(scope.comId, sql`page.main_code`)}
     order by ${order}`,
  );
  const rows = rowsOf(result, pagedRowSchema);
  return { rows, total: rows[0]?.total ?? (options.offset === 0 ? 0 : undefined) };
}

/** How many rows the search selects (a page past the last one holds none to tell). */
export async function countPoints(
  db: Executor,
  scope: PointsScope,
  filter: string | undefined,
): Promise<number> {
  const result = await withoutJit(
    db,
    sql`with ${ranked(scope)}
    select count(*) as total from ${rankedRows(scope.comId, filter, false)} matched`,
  );
  return rowsOf(result, z.object({ total: z.coerce.number() }))[0]?.total ?? 0;
}

const summarySchema = z.object({ accrued: amount, adjusted: amount, spent: amount });

/**
 * The four sums over the rows the search selects (issue 31: the same rows as
 * the tab and the export show), or without one over every row of the content.
 */
export async function pointsSummary(db: Executor, scope: PointsScope, filter?: string) {
  if (filter) {
    const searched = await withoutJit(
      db,
      sql`with ${ranked(scope)}
      select coalesce(sum(accrued), 0) as accrued, coalesce(sum(adjusted), 0) as adjusted,
             coalesce(sum(spent), 0) as spent
        from ${rankedRows(scope.comId, filter, false)} matched`,
    );
    const [row] = rowsOf(searched, summarySchema);
    if (!row) throw new Error('no summary row');
    return row;
  }
  const { comId, contentId } = scope;
  const result = await db.execute(sql`select
      (select coalesce(sum(points), 0) from ${pointsAccruals}
        where com_id = ${comId} and content_id = ${contentId}) as accrued,
      (select coalesce(sum(amount), 0) from ${pointsAdjustments}
        where com_id = ${comId} and content_id = ${contentId}) as adjusted,
      (select coalesce(sum(points), 0) from ${giftOrders}
        where com_id = ${comId} and content_id = ${contentId}
          and gift_entry_status <> ${canceledGiftEntryStatus}) as spent`);
  const [row] = rowsOf(result, summarySchema);
  if (!row) throw new Error('no summary row');
  return row;
}

const ledgerRowSchema = pointsRowSchema.extend({
  has_entries: z.boolean(),
  has_customer: z.boolean(),
});

/**
 * The row of one mainCode as the tab shows it, also when it has no entry
 * yet (all 0, rated as rank() would rate it); `has_entries` and
 * `has_customer` tell whether it is known at all.
 */
export async function pointsRowOf(db: Executor, scope: PointsScope, mainCode: string) {
  const { comId, contentId } = scope;
  const mine = sql`${pointsAccruals} where com_id = ${comId} and content_id = ${contentId}
    and main_code = ${mainCode}`;
  const adjustments = sql`${pointsAdjustments} where com_id = ${comId}
    and content_id = ${contentId} and main_code = ${mainCode}`;
  const orders = sql`${giftOrders} where com_id = ${comId} and content_id = ${contentId}
    and main_code = ${mainCode}`;
  const result = await db.execute(sql`with ${totals(scope)},
    mine as (
      select ${mainCode}::text as main_code,
             exists (select from ${mine}) or exists (select from ${adjustments})
               or exists (select from ${orders}) as has_entries,
             coalesce((select points from ${mine}), 0) as accrued,
             coalesce((select sum(amount) from ${adjustments}), 0) as adjusted,
             coalesce((select sum(points) from ${orders}
                        and gift_entry_status <> ${canceledGiftEntryStatus}), 0) as spent),
    own as (select *, accrued + adjusted - spent as user_points from mine)
    select own.*, 1 + (select count(*) from totals t
                        where t.accrued + t.adjusted - t.spent > own.user_points) as rating,
           coalesce(m.name, f.name) is not null as has_customer, ${customerColumns}
      from own ${customerJoin(comId, sql`own.main_code`)}`);
  const [row] = rowsOf(result, ledgerRowSchema);
  if (!row) throw new Error('no ledger row');
  return row;
}
