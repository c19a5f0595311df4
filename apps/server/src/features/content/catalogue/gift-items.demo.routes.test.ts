import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { giftItemEndDate, giftItemsApi, type ContentGroup } from '@bo/contract';
import { makeCompany } from '../../../test/factories/companies.js';
import { openTestApp, type TestApp } from '../../../test/test-app.js';
import { seedCompanyContent } from '../article/content.demo.js';
import { contents } from '../article/content.schema.js';
import { today } from '../../../platform/dates.js';
import { seedCompanyGiftItems } from './gift-items.demo.js';
import { contentGroups, contentItems } from './gift-items.schema.js';

let t: TestApp;
openTestApp({}, async (app) => {
  t = app;
});

async function rowsOf(comId: number) {
  const { db } = t.deps;
  return {
    groups: await db.select().from(contentGroups).where(eq(contentGroups.comId, comId)),
    items: await db.select().from(contentItems).where(eq(contentItems.comId, comId)),
  };
}

it('seeds groups and gifts on gift actions, master items on the others, once', async () => {
  const { db, storage } = t.deps;
  const { comId } = await makeCompany(db);
  // A small item master, as the items feature's demo makes it (its files are its own).
  await db.execute(sql`insert into items (com_id, item_no, description)
    select ${comId}::int, 'DM' || g, 'Demo item ' || g from generate_series(1, 300) g`);
  await seedCompanyContent(db, storage, comId, { withPictures: false });
  await seedCompanyGiftItems(db, comId);
  const seeded = await rowsOf(comId);

  const all = await db.select().from(contents).where(eq(contents.comId, comId));
  const gifts = all.filter((content) => content.isGift);
  const catalogue = all.filter(
    (content) => (content.contentType === 3 && !content.isGift) || content.contentType === 4,
  );
  expect(gifts.length).toBeGreaterThan(10);
  for (const content of gifts) {
    const groups = seeded.groups.filter((group) => group.contentId === content.contentId);
    expect(groups).toHaveLength(4);
    expect(groups.filter((group) => group.parentGroupId !== null)).toHaveLength(1);
    const prizes = seeded.items.filter((item) => item.contentId === content.contentId);
    expect(prizes).toHaveLength(8);
    for (const prize of prizes) {
      expect(prize).toMatchObject({ itemType: 2, dateFrom: today(), dateTo: giftItemEndDate });
      expect(prize.costPoints).toBeGreaterThanOrEqual(50);
      expect(prize.costPoints).toBeLessThanOrEqual(5000);
      expect(prize.quantity).toBeGreaterThanOrEqual(0);
      expect(prize.quantity).toBeLessThanOrEqual(200);
      expect(groups.map((group) => group.groupId)).toContain(prize.groupId);
    }
    expect(prizes.filter((prize) => prize.active).length).toBeGreaterThan(5);
  }
  for (const content of catalogue) {
    const rows = seeded.items.filter((item) => item.contentId === content.contentId);
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((row) => row.itemType))).toEqual(new Set([1]));
  }
  const [unknown] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.comId, comId),
        eq(contentItems.itemType, 1),
        sql`not exists (select 1 from items m
                        where m.com_id = content_items.com_id and m.item_no = content_items.item_no)`,
      ),
    );
  expect(unknown?.count).toBe(0);
  const others = all.filter((content) => ![...gifts, ...catalogue].includes(content));
  for (const content of others)
    expect(seeded.items.some((item) => item.contentId === content.contentId)).toBe(false);

  // Idempotent: a second run adds nothing.
  await seedCompanyGiftItems(db, comId);
  const again = await rowsOf(comId);
  expect([again.groups.length, again.items.length]).toEqual([
    seeded.groups.length,
    seeded.items.length,
  ]);

  // What the groups tab shows of one of them.
  const manager = await t.makeUser({ roles: ['ContentManager'], comId });
  const response = await t.post(giftItemsApi.groups, { id: gifts[0]?.contentId }, manager);
  const tree = response.json<ContentGroup[]>();
  expect(tree.map((group) => [group.giftGroup, group.child.map((sub) => sub.giftGroup)])).toEqual([
    ['Посуд', []],
    ['Одяг', ['Головні убори']],
    ['Інструменти', []],
  ]);
  expect(tree.map((group) => group.itemCount)).toEqual([2, 2, 2]);
});
