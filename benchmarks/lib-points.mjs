// Shared by points.mjs, gift-orders.mjs and lib-sales-import.mjs: the statements of the points
// feature as the server writes them (Drizzle's text with its parameters written in, whitespace
// aside; compared with Drizzle's logger on 2026-11-24), the customers of the fills and the
// service's scope check. Keep them in step with apps/server/src/features/content/points/:
// points-accrual.ts and points.repository.ts.

/** A customer number of the fills: 'C' and the column's value in 6 digits. */
export const custNo = (column) => `'C' || lpad((${column})::text, 6, '0')`;

/** canceledGiftEntryStatus of the contract. */
export const canceledStatus = 5;

/** The service's check that the content is the company's (PointsService.scope, contentTypeOf). */
export const scopeCheck = (contentId) =>
  `select "content_type" from "contents" where ("contents"."com_id" = 1 and "contents"."content_id" = ${contentId})`;

/**
 * Company 1's customers 1 to `count` (n of generate_series): a name of two words and n, the
 * mainCode `mainCode` (an SQL expression of n), then the rule fields; `extra` adds columns
 * (`columns`, a leading space and a trailing comma) and their values (`values`, likewise).
 */
export const insertCustomers = (count, mainCode, extra = { columns: '', values: '' }) => `
    INSERT INTO customers (com_id, cust_no, name, main_code, resp_center,${extra.columns}
      segment, salesperson_code, salesperson_name, legal_entity, payment_method)
    SELECT 1, ${custNo('n')},
      (ARRAY['Auto','Moto','Drive','Road','Parts','Motor','Wheel'])[n % 7 + 1] || ' ' ||
        (ARRAY['Service','Trade','Garage','Centre','Market'])[n % 5 + 1] || ' ' || n,
      ${mainCode},
      (ARRAY['KYIV','LVIV','ODESA','DNIPRO','KHARKIV','POLTAVA','LUTSK','RIVNE'])[n % 8 + 1],${extra.values}
      (ARRAY['GARAGE','SHOP','FLEET','DEALER','ONLINE'])[(n / 5) % 5 + 1],
      'SP' || lpad((n % 40)::text, 2, '0'), 'Salesperson ' || (n % 40),
      CASE WHEN n % 2 = 0 THEN 'LLC' ELSE 'PE' END,
      (ARRAY['TRANSFER','CARD','CASH','DEFERRED'])[n % 4 + 1]
    FROM generate_series(1, ${count}) n;`;

/** contentTermFields in the order termMatchesCustomer tests them. */
const termColumns = ['main_code', 'cust_no', 'resp_center', 'location_code', 'disc_group']
  .concat(['loyalty_code', 'area', 'segment', 'salesperson_code', 'legal_entity'])
  .concat(['payment_method']);
const termMatches = `(${termColumns
  .map(
    (column) =>
      `("content_terms"."${column}" is null or "content_terms"."${column}" = "customers"."${column}")`,
  )
  .join(' and ')})`;
const activeTerms = (contentId, extra) =>
  `select 1 from "content_terms" where "content_terms"."com_id" = 1
    and "content_terms"."content_id" = ${contentId} and "content_terms"."active"${extra ? ` and ${extra}` : ''}`;

/** customerSelected of points-accrual.ts: the content's terms, tested on `customers`. */
export const customerSelected = (contentId) =>
  `(not exists (${activeTerms(contentId)})
    or (exists (${activeTerms(contentId, `not "content_terms"."exclude" and ${termMatches}`)})
      and not exists (${activeTerms(contentId, `"content_terms"."exclude" and ${termMatches}`)})))`;

const ruleMatches = [
  ['brands', 'brand', ','],
  ['groups', 'group_code', ','],
  ['sub_groups', 'sub_group_code', ','],
  ['items', 'item_no', '|'],
]
  .map(
    ([list, column, separator]) =>
      `("points_income_rules"."${list}" = '' or "items"."${column}" = any(string_to_array("points_income_rules"."${list}", '${separator}'::text)))`,
  )
  .join('\n  and ');
const activeRules = (contentId, exclude) =>
  `select 1 from "points_income_rules" where "points_income_rules"."com_id" = 1
    and "points_income_rules"."content_id" = ${contentId} and "points_income_rules"."active"
    and ${exclude ? '' : 'not '}"points_income_rules"."exclude"
    and ${ruleMatches}`;

/** The chosen customers and items of the action (points-accrual.ts), narrowed by `narrow`. */
export const chosenOf = (contentId, narrowCustomers = '', narrowItems = '') => `
    chosen_customers as materialized (
      select "customers"."cust_no" as cust_no, "customers"."main_code" as main_code from "customers"
       where "customers"."com_id" = 1 ${narrowCustomers} and ${customerSelected(contentId)}),
    chosen_items as materialized (
      select "items"."item_no" as item_no from "items"
       where "items"."com_id" = 1 ${narrowItems} and (exists (${activeRules(contentId, false)})
    and not exists (${activeRules(contentId, true)})))`;

/** The action's stop as the accrual statements write it. */
export const stopOf = (action) =>
  action.income_stop
    ? `and "sales_lines"."imported_at" < '${(action.income_stopped_at ?? new Date(0)).toISOString()}'`
    : '';

/**
 * recomputeAccrual's statements for one action (its transaction or savepoint aside): the
 * content locked and its dates read, its rows deleted, nested loops and the JIT compiler off
 * for the INSERT ... SELECT (its dates and stop written in), then the settings put back.
 */
export const recomputeStatements = (action) => [
  `select "content_type", "date_from", "date_to", "income_stop", "income_stopped_at" from "contents" where ("contents"."com_id" = 1 and "contents"."content_id" = ${action.content_id}) for no key update`,
  `delete from "points_accruals" where ("points_accruals"."com_id" = 1 and "points_accruals"."content_id" = ${action.content_id})`,
  `select current_setting('enable_nestloop') as nestloop,
          current_setting('jit') as jit,
          set_config('enable_nestloop', 'off', true), set_config('jit', 'off', true)`,
  `with ${chosenOf(action.content_id)}
    insert into "points_accruals" (com_id, content_id, main_code, points, lines)
    select 1::int, ${action.content_id}::int, cc.main_code, sum("sales_lines"."amount"), count(*)
      from "sales_lines"
      join chosen_customers cc on cc.cust_no = "sales_lines"."cust_no"
      join chosen_items ci on ci.item_no = "sales_lines"."item_no"
     where "sales_lines"."com_id" = 1
       and "sales_lines"."posting_date" between '${action.date_from}'::date and '${action.date_to}'::date
       ${stopOf(action)}
     group by cc.main_code`,
  `select set_config('enable_nestloop', 'on', true), set_config('jit', 'on', true)`,
];

/** The customer of a page's mainCode (customerJoin of points.repository.ts, the look-up form). */
const customerLookup = `
  left join lateral (select m.name, m.cust_no, m.resp_center, m.salesperson_name
                       from "customers" m where m.com_id = 1 and m.cust_no = page.main_code and m.main_code = page.main_code limit 1) m on true
  left join lateral (
    select f.name, f.resp_center, f.salesperson_name from "customers" f
     where m.cust_no is null and f.com_id = 1 and f.main_code = page.main_code
     order by f.cust_no
     limit 1) f on true`;

/**
 * listPoints without a search, by rating ascending (the tab's default and the export's order),
 * in its transaction with the JIT off; `after` is the export's keyset.
 */
export function pointsStatements(contentId, { limit, offset = 0, after }) {
  const scope = `com_id = 1 and content_id = ${contentId}`;
  const accrualScope = `a.com_id = 1 and a.content_id = ${contentId}`;
  const where = after
    ? `where user_points < ${after.userPoints}::numeric
             or (user_points = ${after.userPoints}::numeric and main_code > '${after.mainCode}')`
    : '';
  return [
    'begin',
    'set local jit = off',
    `with adjusted as (
    select main_code, sum(amount) as adjusted from "points_adjustments"
     where ${scope}
     group by main_code),
  spent as (
    select main_code,
           coalesce(sum(points) filter (where gift_entry_status <> ${canceledStatus}), 0) as spent
      from "gift_orders" where ${scope}
     group by main_code),
  totals as (
    select a.main_code, a.points as accrued, coalesce(j.adjusted, 0) as adjusted,
           coalesce(o.spent, 0) as spent
      from "points_accruals" a
      left join adjusted j on j.main_code = a.main_code
      left join spent o on o.main_code = a.main_code
     where ${accrualScope}
    union all
    select k.main_code, 0, sum(k.adjusted), sum(k.spent)
      from (select main_code, adjusted, 0 as spent from adjusted
            union all
            select main_code, 0, spent from spent) k
     where not exists (select from "points_accruals" a
    where ${accrualScope} and a.main_code = k.main_code)
     group by k.main_code),
  ranked as (
    select t.*, rank() over (order by t.user_points desc) as rating
      from (select main_code, accrued, adjusted, spent, accrued + adjusted - spent as user_points
              from totals) t),
    page as (
      select *, count(*) over () as total
        from ranked matched
       ${where}
       order by rating asc, main_code asc limit ${limit} offset ${offset})
    select page.*, coalesce(m.name, f.name, '') as cust_name,
  coalesce(m.resp_center, f.resp_center, '') as resp_center,
  coalesce(m.salesperson_name, f.salesperson_name, '') as salesperson_name
      from page ${customerLookup}
     order by rating asc, main_code asc`,
    'commit',
  ];
}

/** pointsSummary of points.repository.ts. */
export const summaryStatement = (contentId) => {
  const scope = `com_id = 1 and content_id = ${contentId}`;
  return `select
      (select coalesce(sum(points), 0) from "points_accruals"
        where ${scope}) as accrued,
      (select coalesce(sum(amount), 0) from "points_adjustments"
        where ${scope}) as adjusted,
      (select coalesce(sum(points), 0) from "gift_orders"
        where ${scope}
          and gift_entry_status <> ${canceledStatus}) as spent`;
};

/** userPointsOf of points.repository.ts. */
export const userPointsOf = (comId, contentId, mainCode) =>
  `(coalesce((select a.points from "points_accruals" a
                  where a.com_id = ${comId} and a.content_id = ${contentId}
                    and a.main_code = ${mainCode}), 0)
     + coalesce((select sum(j.amount) from "points_adjustments" j
                  where j.com_id = ${comId} and j.content_id = ${contentId}
                    and j.main_code = ${mainCode}), 0)
     - coalesce((select sum(o.points) from "gift_orders" o
                  where o.com_id = ${comId} and o.content_id = ${contentId}
                    and o.main_code = ${mainCode}
                    and o.gift_entry_status <> ${canceledStatus}), 0))`;
