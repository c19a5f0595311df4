import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from '../../../platform/db/database.js';
import { rowExists } from '../../../platform/db/row-exists.js';
import type { AppDeps } from '../../../platform/feature.js';
import { contents } from '../article/content.schema.js';
import { companyCustomers } from '../../customers/index.js';
import { companyItems } from '../../items/index.js';
import { today } from '../../../platform/dates.js';
import { accrualContentTypes, earningContents, recomputeAccrual } from './points-accrual.js';
import type { NewPointsRuleRow } from './points-rules.repository.js';
import { pointsIncomeRules, salesLines } from './points.schema.js';

/** Sales lines per company (issue 15: about 200,000). */
const demoSalesLines = 200_000;

const pairSchema = z.object({
  rows: z.array(
    z.object({ brand: z.string(), group_code: z.string(), sub_group_code: z.string() }),
  ),
});
const itemNoSchema = z.object({ rows: z.array(z.object({ item_no: z.string() })) });

/**
 * Demo income rules, sales lines and their accrual (issue 15), for companies
 * 1 and 2: the top-level actions and bonus programmes get rules by brand and
 * group (some with an items list, an exclude rule by subgroup, an inactive
 * rule), the sales lines are generated in SQL over the actions' dates, the
 * demo customers and the item master, and every action's accrual is computed.
 * Idempotent: a company that has rules or sales keeps them.
 */
export async function seedDemoPoints({ db }: AppDeps): Promise<void> {
  for (const comId of [1, 2]) await seedCompanyPoints(db, comId);
}

export async function seedCompanyPoints(
  db: Executor,
  comId: number,
  { lines = demoSalesLines, now = today() } = {},
): Promise<void> {
  const actions = await db
    .select({ contentId: contents.contentId })
    .from(contents)
    .where(
      and(
        eq(contents.comId, comId),
        inArray(contents.contentType, [...accrualContentTypes]),
        isNull(contents.parentContentId),
      ),
    )
    .orderBy(asc(contents.contentId));
  if (actions.length === 0) return;
  // The most stocked brand and group pairs, each with its largest subgroup.
  const pairs = pairSchema.parse(
    await db.execute(sql`
      select distinct on (n, brand, group_code) brand, group_code, sub_group_code from (
        select brand, group_code, sub_group_code,
               count(*) over (partition by brand, group_code) as n,
               count(*) over (partition by brand, group_code, sub_group_code) as s
          from ${companyItems(comId, 'i')} where brand <> '' and group_code <> '') p
      order by n desc, brand, group_code, s desc, sub_group_code
      limit 4`),
  ).rows;
  if (pairs.length === 0) return;

  if (!(await hasRules(db, comId))) {
    const listed = itemNoSchema
      .parse(
        await db.execute(sql`select item_no from ${companyItems(comId, 'i')}
          order by item_no offset 100 limit 8`),
      )
      .rows.map((row) => row.item_no);
    await db.insert(pointsIncomeRules).values(demoRules(comId, actions, pairs, listed));
  }

  if (!(await hasSales(db, comId))) {
    await insertDemoSales(db, comId, pairs, lines, now);
    // The planner's figures of the lines just written, for the accrual below.
    await db.execute(sql`analyze ${salesLines}`);
  }

  // An income stop set by the demo content stopped a week before the action's end.
  await db
    .update(contents)
    .set({ incomeStoppedAt: sql`(${contents.dateTo} - 7)::timestamptz` })
    .where(
      and(
        eq(contents.comId, comId),
        eq(contents.incomeStop, true),
        isNull(contents.incomeStoppedAt),
      ),
    );
  await recomputeAccrual(db, comId, await earningContents(db, comId));
}

const hasRules = (db: Executor, comId: number) =>
  rowExists(db, pointsIncomeRules, eq(pointsIncomeRules.comId, comId));

const hasSales = (db: Executor, comId: number) =>
  rowExists(db, salesLines, eq(salesLines.comId, comId));

type Pair = z.infer<typeof pairSchema>['rows'][number];

/** The rules of the actions, by their place in the list. */
function demoRules(
  comId: number,
  actions: readonly { contentId: number }[],
  pairs: readonly Pair[],
  listed: readonly string[],
): NewPointsRuleRow[] {
  return actions.flatMap(({ contentId }, index) => {
    const pair = pairs[index % pairs.length];
    if (!pair) return [];
    const base = { comId, contentId, active: true, exclude: false, subGroups: '', items: '' };
    const rules: NewPointsRuleRow[] = [{ ...base, brands: pair.brand, groups: pair.group_code }];
    if (index % 3 === 0) rules.push({ ...base, brands: '', groups: '', items: listed.join('|') });
    if (index % 2 === 0)
      rules.push({
        ...base,
        exclude: true,
        brands: pair.brand,
        groups: pair.group_code,
        subGroups: pair.sub_group_code,
      });
    if (index % 5 === 4) rules.push({ ...base, active: false, brands: '', groups: '' });
    return rules;
  });
}

/**
 * `lines` sales lines in one INSERT ... SELECT over generate_series: each
 * falls in one of the company's actions (round the list), on a day of its
 * dates up to today, for a demo customer, two in three for an item of the
 * rules' brand and group pairs and the rest for any item; imported the day
 * after their posting. The actions, customers and items are numbered from 0
 * and joined by number (arrays would be unpacked again for every line).
 */
async function insertDemoSales(
  db: Executor,
  comId: number,
  pairs: readonly Pair[],
  lines: number,
  now: string,
): Promise<void> {
  const pairList = sql.join(
    pairs.map((pair) => sql`(${pair.brand}::text, ${pair.group_code}::text)`),
    sql`, `,
  );
  // Hash joins whatever the estimates of the numbered sets (fresh tables have none), no JIT.
  await (db as Database).transaction(async (tx) => {
    await tx.execute(sql`set local enable_nestloop = off`);
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`
    with acts as (
      select row_number() over (order by content_id) - 1 as n, date_from as f,
             greatest(date_from, least(date_to, ${now}::date)) as t
        from contents
       where com_id = ${comId} and content_type in (${sql.raw(accrualContentTypes.join(', '))})
         and parent_content_id is null),
    cs as (select row_number() over (order by cust_no) - 1 as n, cust_no
             from ${companyCustomers(comId, 'c')}),
    hot as (select row_number() over (order by item_no) - 1 as n, item_no
              from ${companyItems(comId, 'i')} where (brand, group_code) in (${pairList})),
    every as (select row_number() over (order by item_no) - 1 as n, item_no
                from ${companyItems(comId, 'i')}),
    counts as (select (select count(*) from acts) as acts, (select count(*) from cs) as cs,
                      (select count(*) from hot) as hot, (select count(*) from every) as every),
    gen as (
      select g, g % counts.acts as act, (g::bigint * 7919) % counts.cs as cust,
             case when g % 3 <> 0 and counts.hot > 0 then (g::bigint * 104729) % counts.hot end as hot,
             (g::bigint * 15485863) % counts.every as item,
             1 + g % 12 as quantity,
             5 + ((g::bigint * 7907) % 50000) / 100.0 as price
        from generate_series(1, ${lines}::int) g, counts
       where counts.acts > 0 and counts.cs > 0 and counts.every > 0),
    lined as (
      select acts.f + ((gen.g::bigint * 31) % (acts.t - acts.f + 1))::int as day, cs.cust_no,
             coalesce(hot.item_no, every.item_no) as item_no, gen.quantity, gen.price
        from gen
        join acts on acts.n = gen.act
        join cs on cs.n = gen.cust
        join every on every.n = gen.item
        left join hot on hot.n = gen.hot)
    insert into ${salesLines} (com_id, posting_date, cust_no, item_no, quantity, amount, imported_at)
    select ${comId}::int, day, cust_no, item_no, quantity, round(quantity * price, 2),
           least(day + interval '1 day 3 hours', now())
      from lined`);
  });
}
