import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { actionType, bonusProgrammeType, contentTermFields } from '@bo/contract';
import type { Database, Executor } from '../../../platform/db/database.js';
import { companyCustomers, type CompanyCustomers } from '../../customers/index.js';
import { itemTexts, type ItemTexts } from '../../items/index.js';
import { contents, contentTerms } from '../article/content.schema.js';
import { pointsAccruals, pointsIncomeRules, salesLines } from './points.schema.js';

/**
 * The accrual of points (DESIGN §9 Points), in SQL only (its rules about
 * content changes are `points-accrual.ts`'s): which sales lines
 * earn points for an action, and the points per customer mainCode that
 * `points_accruals` keeps. The predicates below read the action's terms and
 * rules inside the statement, so a recompute is one INSERT ... SELECT however
 * many lines, customers and items there are.
 */

/** The content types whose sales earn points: 3 Action and 6 Bonus programme. */
export const accrualContentTypes = [actionType, bonusProgrammeType] as const;
export const earnsPoints = (contentType: number): boolean =>
  (accrualContentTypes as readonly number[]).includes(contentType);

/** A term matches a customer when every field it sets equals the customer's (DESIGN §5). */
const termMatches = (customer: CompanyCustomers) =>
  and(
    ...contentTermFields.map(
      (field) =>
        sql`(${contentTerms[field]} is null or ${contentTerms[field]} = ${customer[field]})`,
    ),
  );

/** The company's customers as `customers`, the name `customerSelected` reads the customer by. */
const customersOf = (comId: number) => companyCustomers(comId, 'customers');

const activeTermsOf = (comId: number, contentId: number, extra?: SQL) =>
  sql`select 1 from ${contentTerms} where ${contentTerms.comId} = ${comId}
    and ${contentTerms.contentId} = ${contentId} and ${contentTerms.active}${extra ? sql` and ${extra}` : sql``}`;

/**
 * The `customers` row (of the table, or of `companyCustomers(comId,
 * 'customers')`) is selected by the action's active terms: any include term
 * matches it and no exclude term does. No active term selects every
 * customer; only exclude terms select nobody (as notifications do).
 */
export function customerSelected(comId: number, contentId: number): SQL {
  const termMatchesCustomer = termMatches(customersOf(comId));
  return sql`(not exists (${activeTermsOf(comId, contentId)})
    or (exists (${activeTermsOf(comId, contentId, sql`not ${contentTerms.exclude} and ${termMatchesCustomer}`)})
      and not exists (${activeTermsOf(comId, contentId, sql`${contentTerms.exclude} and ${termMatchesCustomer}`)})))`;
}

/** One list of a rule holds the value, or is empty (does not narrow). */
const listHolds = (list: AnyPgColumn, separator: ',' | '|', value: AnyPgColumn) =>
  sql`(${list} = '' or ${value} = any(string_to_array(${list}, ${separator}::text)))`;

/** A rule matches an item when each of its non-empty lists holds the item's brand, group, subgroup or number. */
const ruleMatchesItem = (
  item: ItemTexts,
) => sql`${listHolds(pointsIncomeRules.brands, ',', item.brand)}
  and ${listHolds(pointsIncomeRules.groups, ',', item.groupCode)}
  and ${listHolds(pointsIncomeRules.subGroups, ',', item.subGroupCode)}
  and ${listHolds(pointsIncomeRules.items, '|', item.itemNo)}`;

const activeRulesOf = (comId: number, contentId: number, exclude: boolean) =>
  sql`select 1 from ${pointsIncomeRules} where ${pointsIncomeRules.comId} = ${comId}
    and ${pointsIncomeRules.contentId} = ${contentId} and ${pointsIncomeRules.active}
    and ${exclude ? sql`${pointsIncomeRules.exclude}` : sql`not ${pointsIncomeRules.exclude}`}
    and ${ruleMatchesItem(itemTexts(comId))}`;

/**
 * The `item_texts` row (of `itemTexts(comId)`) is selected by the action's active rules: an include rule
 * matches it and no exclude rule does. No include rule selects nothing; an
 * include rule whose lists are all empty selects every item.
 */
function itemSelected(comId: number, contentId: number): SQL {
  return sql`(exists (${activeRulesOf(comId, contentId, false)})
    and not exists (${activeRulesOf(comId, contentId, true)}))`;
}

/**
 * The `sales_lines` row falls in the `contents` row's action: a type that
 * earns points, the posting date within dateFrom..dateTo, and, while income
 * is stopped, imported before the stop. A stop without its moment (set
 * before the moment was kept) lets no line through.
 */
const lineInAction = sql`${contents.contentType} in (${sql.raw(accrualContentTypes.join(', '))})
  and ${salesLines.postingDate} between ${contents.dateFrom} and ${contents.dateTo}
  and (not ${contents.incomeStop} or ${salesLines.importedAt} < ${contents.incomeStoppedAt})`;

/**
 * The sales lines that earn points for the action, one row per line, as a
 * subquery `accrual_lines` with the columns salesLineId, postingDate
 * (YYYY-MM-DD), custNo, itemNo, quantity, amount, points (= amount: one point
 * per unit of amount) and mainCode (the customer's). With `mainCode`, only that
 * customer group's lines (read through the customers' mainCode index and the
 * sales lines' customer index). Use it as
 * `db.select().from(lines).orderBy(desc(lines.postingDate), desc(lines.salesLineId))`.
 */
export function accrualLinesOf(comId: number, contentId: number, mainCode?: string) {
  const customer = customersOf(comId);
  const item = itemTexts(comId);
  return new QueryBuilder()
    .select({
      salesLineId: salesLines.id,
      postingDate: salesLines.postingDate,
      custNo: salesLines.custNo,
      itemNo: salesLines.itemNo,
      quantity: salesLines.quantity,
      amount: salesLines.amount,
      points: sql<number>`${salesLines.amount}`.mapWith(Number).as('points'),
      mainCode: customer.mainCode,
    })
    .from(salesLines)
    .innerJoin(
      contents,
      and(eq(contents.comId, salesLines.comId), eq(contents.contentId, contentId)),
    )
    .innerJoin(customer, eq(customer.custNo, salesLines.custNo))
    .innerJoin(item, eq(item.itemNo, salesLines.itemNo))
    .where(
      and(
        eq(salesLines.comId, comId),
        mainCode === undefined ? undefined : eq(customer.mainCode, mainCode),
        lineInAction,
        customerSelected(comId, contentId),
        itemSelected(comId, contentId),
      ),
    )
    .as('accrual_lines');
}

/** What of the action its accrual reads, as stored. */
interface AccrualWindow {
  dateFrom: string;
  dateTo: string;
  incomeStop: boolean;
  incomeStoppedAt: Date | null;
}

/**
 * The accrual of one action as one statement: the selected customers and
 * items are each read once (materialised, so that the terms and rules are
 * tested per customer and per item, not per sales line), the action's sales
 * lines read by date through `sales_lines_company_date_idx`, joined to both
 * and summed per mainCode. The action's dates and stop come as values (read
 * with its lock), so the date range is an index condition.
 */
function insertAccrual(comId: number, contentId: number, window: AccrualWindow): SQL {
  return sql`with ${chosenCustomersAndItems(comId, contentId)}
    insert into ${pointsAccruals} (com_id, content_id, main_code, points, lines)
    select ${comId}::int, ${contentId}::int, cc.main_code, sum(${salesLines.amount}), count(*)
      from ${salesLines}
      join chosen_customers cc on cc.cust_no = ${salesLines.custNo}
      join chosen_items ci on ci.item_no = ${salesLines.itemNo}
     where ${salesLines.comId} = ${comId}
       and ${salesLines.postingDate} between ${window.dateFrom}::date and ${window.dateTo}::date
       ${stopOf(window)}
     group by cc.main_code`;
}

/** While income is stopped, only the lines imported before the stop (none without its moment). */
const stopOf = (window: AccrualWindow): SQL =>
  window.incomeStop
    ? sql`and ${salesLines.importedAt} < ${window.incomeStoppedAt ?? new Date(0)}`
    : sql``;

/**
 * The CTEs `chosen_customers` (cust_no, main_code) and `chosen_items`
 * (item_no) of the action, materialised; `within` narrows both to the
 * customers and items of a CTE of sales lines (the increment's new lines).
 */
function chosenCustomersAndItems(comId: number, contentId: number, within?: SQL): SQL {
  const customer = customersOf(comId);
  const item = itemTexts(comId);
  const customersWithin = within
    ? sql`${customer.custNo} in (select cust_no from ${within}) and`
    : sql``;
  const itemsWithin = within ? sql`${item.itemNo} in (select item_no from ${within}) and` : sql``;
  return sql`chosen_customers as materialized (
      select ${customer.custNo} as cust_no, ${customer.mainCode} as main_code from ${customer}
       where ${customersWithin} ${customerSelected(comId, contentId)}),
    chosen_items as materialized (
      select ${item.itemNo} as item_no from ${item}
       where ${itemsWithin} ${itemSelected(comId, contentId)})`;
}

/**
 * What new sales lines (by id) add to the accrual of one action (issue 32): the
 * same predicates as `insertAccrual` (dates, stop, terms, rules, the customer's
 * mainCode), over those lines only, their customers and items, added to the
 * action's rows per mainCode (a row made for a mainCode it has not yet).
 * Exact: numeric sums, so the rows equal a recompute of the same data.
 */
function insertAccrualIncrement(
  comId: number,
  contentId: number,
  window: AccrualWindow,
  lineIds: readonly number[],
): SQL {
  const newLines = sql.raw('new_lines');
  return sql`with new_lines as materialized (
      select ${salesLines.custNo} as cust_no, ${salesLines.itemNo} as item_no, ${salesLines.amount} as amount
        from ${salesLines}
       where ${salesLines.comId} = ${comId}
         and ${salesLines.id} = any(${`{${lineIds.join(',')}}`}::bigint[])
         and ${salesLines.postingDate} between ${window.dateFrom}::date and ${window.dateTo}::date
         ${stopOf(window)}),
    ${chosenCustomersAndItems(comId, contentId, newLines)}
    insert into ${pointsAccruals} (com_id, content_id, main_code, points, lines)
    select ${comId}::int, ${contentId}::int, cc.main_code, sum(nl.amount), count(*)
      from new_lines nl
      join chosen_customers cc on cc.cust_no = nl.cust_no
      join chosen_items ci on ci.item_no = nl.item_no
     group by cc.main_code
    on conflict (com_id, content_id, main_code) do update
       set points = ${pointsAccruals.points} + excluded.points,
           lines = ${pointsAccruals.lines} + excluded.lines`;
}

/** An action a sales batch adds to: its id and what its accrual reads, as locked. */
type SalesAction = AccrualWindow & { contentId: number };

/** What decides which sales lines an action counts: its type, dates and income stop. */
const earningWindow = {
  contentType: contents.contentType,
  dateFrom: contents.dateFrom,
  dateTo: contents.dateTo,
  incomeStop: contents.incomeStop,
  incomeStoppedAt: contents.incomeStoppedAt,
};

/**
 * Locks, for a transaction that writes sales lines dated from..to and adds them
 * to the accrual (issue 32), and answers the actions those dates meet. Every
 * content of the company is locked FOR KEY SHARE first (in id order): a change
 * of any content's type, dates or stop in progress (it holds the content FOR
 * UPDATE, then recomputes) is waited for, and one that starts later waits for
 * this transaction, whose lines its recompute then reads; so no action the
 * lines should count in is missed. The actions the dates meet are then locked
 * FOR NO KEY UPDATE, as `recomputeAccrual` locks them: a recompute and the
 * increment of one action run one after the other, the later one reading what
 * the earlier wrote, so no line is counted twice or missed.
 */
export async function lockSalesActions(
  tx: Executor,
  comId: number,
  dateFrom: string,
  dateTo: string,
): Promise<SalesAction[]> {
  const all = await tx
    .select({
      contentId: contents.contentId,
      contentType: contents.contentType,
      dateFrom: contents.dateFrom,
      dateTo: contents.dateTo,
    })
    .from(contents)
    .where(eq(contents.comId, comId))
    .orderBy(asc(contents.contentId))
    .for('key share');
  const meeting = all
    .filter(
      (row) => earnsPoints(row.contentType) && row.dateFrom <= dateTo && row.dateTo >= dateFrom,
    )
    .map((row) => row.contentId);
  if (meeting.length === 0) return [];
  // Read again with the stronger lock: what a recompute that held it meanwhile committed.
  const locked = await tx
    .select({ contentId: contents.contentId, ...earningWindow })
    .from(contents)
    .where(and(eq(contents.comId, comId), inArray(contents.contentId, meeting)))
    .orderBy(asc(contents.contentId))
    .for('no key update');
  return locked
    .filter(
      (row) => earnsPoints(row.contentType) && row.dateFrom <= dateTo && row.dateTo >= dateFrom,
    )
    .map(({ contentType: _type, ...window }) => window);
}

/** Adds the new lines (by id) to the accrual of each of these actions, locked by `lockSalesActions`. */
export async function accrueSalesLines(
  tx: Executor,
  comId: number,
  actions: readonly SalesAction[],
  lineIds: readonly number[],
): Promise<void> {
  if (lineIds.length === 0) return;
  for (const action of actions)
    await tx.execute(insertAccrualIncrement(comId, action.contentId, action, lineIds));
}

/**
 * Replaces the accrual rows of these contents of the company: per content, in
 * a transaction of its own (a savepoint inside the caller's), the content row
 * is locked (two recomputes of one action run one after the other), its rows
 * deleted and written again by one INSERT ... SELECT. A content of another
 * type, or of another company, is left with no rows.
 *
 * The statement runs without nested-loop joins: the planner cannot know how
 * many items a few rules select (a fresh rules table estimates one), and a
 * nested loop over the action's sales lines for each chosen item turns half a
 * second into minutes; hash joins cost the same whatever the estimate. JIT
 * is off with it, as the penalty that keeps nested loops out would otherwise
 * make PostgreSQL compile the statement (0.8 s, for any size).
 */
export async function recomputeAccrual(
  executor: Executor,
  comId: number,
  contentIds: readonly number[],
): Promise<void> {
  const ids = [...new Set(contentIds)].sort((a, b) => a - b);
  for (const contentId of ids) {
    // A transaction's own transaction() is a savepoint: the same call on either executor.
    await (executor as Database).transaction(async (tx) => {
      const [content] = await tx
        .select(earningWindow)
        .from(contents)
        .where(and(eq(contents.comId, comId), eq(contents.contentId, contentId)))
        .for('no key update');
      await tx
        .delete(pointsAccruals)
        .where(and(eq(pointsAccruals.comId, comId), eq(pointsAccruals.contentId, contentId)));
      if (!content || !earnsPoints(content.contentType)) return;
      const [previous] = plannerSchema.parse(
        await tx.execute(sql`select current_setting('enable_nestloop') as nestloop,
          current_setting('jit') as jit,
          set_config('enable_nestloop', 'off', true), set_config('jit', 'off', true)`),
      ).rows;
      await tx.execute(insertAccrual(comId, contentId, content));
      await tx.execute(sql`select
        set_config('enable_nestloop', ${previous?.nestloop ?? 'on'}, true),
        set_config('jit', ${previous?.jit ?? 'on'}, true)`);
    });
  }
}
const plannerSchema = z.object({
  rows: z.array(z.object({ nestloop: z.string(), jit: z.string() })),
});

/** Every content of the company that earns points, by id. */
export async function earningContents(db: Executor, comId: number): Promise<number[]> {
  const rows = await db
    .select({ contentId: contents.contentId })
    .from(contents)
    .where(and(eq(contents.comId, comId), inArray(contents.contentType, [...accrualContentTypes])))
    .orderBy(asc(contents.contentId));
  return rows.map((row) => row.contentId);
}
