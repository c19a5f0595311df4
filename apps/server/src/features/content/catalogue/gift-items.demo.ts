import { and, eq, sql } from 'drizzle-orm';
import { actionType, giftItemEndDate, offerType } from '@bo/contract';
import type { Executor } from '../../../platform/db/database.js';
import type { AppDeps } from '../../../platform/feature.js';
import { contents } from '../article/content.schema.js';
import { companyItems } from '../../items/index.js';
import { today } from '../../../platform/dates.js';

/** The demo groups of a gift action: three roots, one with a subgroup. */
const demoGroups = [
  { name: 'Посуд', sort: 1, maxOrderItems: 0 },
  { name: 'Одяг', sort: 2, maxOrderItems: 3 },
  { name: 'Інструменти', sort: 3, maxOrderItems: 0 },
];
const demoSubGroups = [{ parent: 'Одяг', name: 'Головні убори', sort: 1, maxOrderItems: 0 }];

/** The prizes of a gift action (item type 2): any number, in the group named. */
const demoGifts = [
  { itemNo: 'GIFT-MUG', name: 'Чашка з логотипом', group: 'Посуд', points: 50, quantity: 200 },
  {
    itemNo: 'GIFT-THERMO',
    name: 'Термокухоль сталевий',
    group: 'Посуд',
    points: 350,
    quantity: 120,
  },
  { itemNo: 'GIFT-JACKET', name: 'Куртка софтшел', group: 'Одяг', points: 2500, quantity: 40 },
  { itemNo: 'GIFT-TSHIRT', name: 'Футболка з принтом', group: 'Одяг', points: 300, quantity: 150 },
  {
    itemNo: 'GIFT-CAP',
    name: 'Кепка бейсболка',
    group: 'Головні убори',
    points: 150,
    quantity: 100,
  },
  {
    itemNo: 'GIFT-BEANIE',
    name: 'Шапка в’язана',
    group: 'Головні убори',
    points: 200,
    quantity: 0,
  },
  {
    itemNo: 'GIFT-TOOLSET',
    name: 'Набір інструментів, 94 предмети',
    group: 'Інструменти',
    points: 5000,
    quantity: 15,
  },
  {
    itemNo: 'GIFT-LIGHT',
    name: 'Ліхтарик акумуляторний',
    group: 'Інструменти',
    points: 800,
    quantity: 60,
    inactive: true,
  },
];

/** Catalogue items per action or offer, taken from the item master. */
const catalogueItemsPerContent = 5;

/**
 * Demo groups and items (issue 15), idempotent (a content that already has
 * items or groups is left as it is): every gift action of companies 1 and 2
 * (sub-offers included) gets the groups above and 8 prizes; every other
 * action and offer a few catalogue items of the item master. Set-based:
 * one INSERT ... SELECT per kind of row.
 */
export async function seedDemoGiftItems({ db }: AppDeps): Promise<void> {
  for (const comId of [1, 2]) await db.transaction((tx) => seedCompanyGiftItems(tx, comId));
}

export async function seedCompanyGiftItems(
  db: Executor,
  comId: number,
  now = today(),
): Promise<void> {
  // The gift actions to fill: chosen once, before any of their rows is written.
  const chosen = await db
    .select({ contentId: contents.contentId })
    .from(contents)
    .where(
      and(
        eq(contents.comId, comId),
        eq(contents.isGift, true),
        sql`not exists (select 1 from content_items i
                        where i.com_id = contents.com_id and i.content_id = contents.content_id)`,
        sql`not exists (select 1 from content_groups g
                        where g.com_id = contents.com_id and g.content_id = contents.content_id)`,
      ),
    );
  const targets = sql`(select value::int as content_id
    from jsonb_array_elements_text(${JSON.stringify(chosen.map((row) => row.contentId))}::jsonb))`;
  await db.execute(sql`
    insert into content_groups (com_id, content_id, parent_group_id, gift_group, sort, max_order_items)
    select ${comId}::int, t.content_id, null, g->>'name', (g->>'sort')::int, (g->>'maxOrderItems')::int
    from ${targets} t
    cross join jsonb_array_elements(${JSON.stringify(demoGroups)}::jsonb) g`);
  await db.execute(sql`
    insert into content_groups (com_id, content_id, parent_group_id, gift_group, sort, max_order_items)
    select ${comId}::int, t.content_id, p.group_id, s->>'name', (s->>'sort')::int,
           (s->>'maxOrderItems')::int
    from ${targets} t
    cross join jsonb_array_elements(${JSON.stringify(demoSubGroups)}::jsonb) s
    join content_groups p on p.com_id = ${comId} and p.content_id = t.content_id
                         and p.parent_group_id is null and p.gift_group = s->>'parent'`);
  // B§4: a gift is saved with today and the fixed end date.
  await db.execute(sql`
    insert into content_items (com_id, content_id, item_type, sort, item_no, nav_item_no, group_id,
                               active, quantity, description, cost_points, max_order_items,
                               date_from, date_to)
    select ${comId}::int, t.content_id, 2, x.ordinality::int, x.gift->>'itemNo', x.gift->>'itemNo',
           g.group_id, not coalesce((x.gift->>'inactive')::boolean, false),
           -- Stock varies a little from one action to the next.
           greatest((x.gift->>'quantity')::int - (t.content_id % 3) * 5, 0),
           x.gift->>'name', (x.gift->>'points')::numeric, case when x.ordinality % 3 = 0 then 2 else 0 end,
           ${now}::date, ${giftItemEndDate}::date
    from ${targets} t
    cross join jsonb_array_elements(${JSON.stringify(demoGifts)}::jsonb) with ordinality x(gift, ordinality)
    left join content_groups g on g.com_id = ${comId} and g.content_id = t.content_id
                              and g.gift_group = x.gift->>'group'`);
  // Catalogue items (item type 1): actions that are no gift actions, and offers.
  await db.execute(sql`
    insert into content_items (com_id, content_id, item_type, sort, item_no, nav_item_no, active,
                               quantity, description, date_from, date_to)
    select c.com_id, c.content_id, 1,
           row_number() over (partition by c.content_id order by m.item_no)::int,
           m.item_no, m.item_no, true, 0, m.description, c.date_from, c.date_to
    from contents c
    cross join lateral (
      select i.item_no, left(i.description, 250) as description
      from ${companyItems(comId, 'i')}
      where i.active
      order by i.item_no
      offset (c.content_id * 37) % 100
      limit ${catalogueItemsPerContent}
    ) m
    where c.com_id = ${comId} and ((c.content_type = ${actionType} and not c.is_gift) or c.content_type = ${offerType})
      and not exists (select 1 from content_items x
                      where x.com_id = c.com_id and x.content_id = c.content_id)`);
}
