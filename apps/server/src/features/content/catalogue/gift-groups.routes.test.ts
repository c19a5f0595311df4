import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftItemsApi, messages, type ContentGroup } from '@bo/contract';
import {
  errorOf,
  giftForm,
  giftContent,
  notPicture,
  png,
  storedFileExists,
} from '../../../test/factories/gift-items.js';
import { contentGroups, contentItems } from './gift-items.schema.js';
import {
  t,
  manager,
  otherManager,
  openGiftCatalogueApp,
} from '../../../test/scenes/gift-catalogue.js';
import { auditRowsOf } from '../../../test/factories/audit.js';

openGiftCatalogueApp();

type Fields = Record<string, string | number | boolean>;

const createRaw = (fields: Fields, user = manager, picture?: Blob) =>
  t.postForm(giftItemsApi.createGroup, giftForm(fields, picture), user);
const updateRaw = (fields: Fields, user = manager, picture?: Blob) =>
  t.postForm(giftItemsApi.updateGroup, giftForm(fields, picture), user);

async function create(fields: Fields, picture?: Blob): Promise<ContentGroup> {
  const response = await createRaw(fields, manager, picture);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ContentGroup>();
}

async function update(fields: Fields, picture?: Blob): Promise<ContentGroup> {
  const response = await updateRaw(fields, manager, picture);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ContentGroup>();
}

async function groups(id: number, tree = true, user = manager): Promise<ContentGroup[]> {
  const response = await t.post(giftItemsApi.groups, { id, tree }, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ContentGroup[]>();
}

const names = (list: readonly ContentGroup[]): unknown =>
  list.map((group) =>
    group.child.length > 0 ? { [group.giftGroup]: names(group.child) } : group.giftGroup,
  );
const exists = (url: string | null) => storedFileExists(t.config.dataDir, url);

async function auditActions(groupId: number) {
  const rows = await auditRowsOf(t.deps.db, 'contentGroup', groupId);
  return rows.map((row) => row.action);
}

/** An item in the group, written straight to the table (items have their own tests). */
async function putItemIn(group: ContentGroup) {
  await t.deps.db.insert(contentItems).values({
    comId: group.comId,
    contentId: group.contentId,
    itemType: 2,
    itemNo: `MUG${group.groupId}`,
    navItemNo: `MUG${group.groupId}`,
    groupId: group.groupId,
  });
}

describe('content: item groups', () => {
  it('creates a group with the B§5 defaults and audits it', async () => {
    const contentId = (await giftContent(t.deps.db, { isGift: true })).contentId;
    const group = await create({ contentId, giftGroup: '  Посуд ' });
    expect(group).toEqual({
      comId: 1,
      contentId,
      groupId: expect.any(Number) as number,
      parentGroupId: 0,
      giftGroup: 'Посуд',
      sort: 1,
      maxOrderItems: 0,
      picFile: null,
      child: [],
      subGroupCount: 0,
      itemCount: 0,
    });
    expect(await auditActions(group.groupId)).toEqual(['create']);
  });

  it('answers the tree (roots first, by sort then name) with counts, or a flat list', async () => {
    const contentId = (await giftContent(t.deps.db, { isGift: true })).contentId;
    const clothes = await create({ contentId, giftGroup: 'Одяг', sort: 2 });
    const dishes = await create({ contentId, giftGroup: 'Посуд', sort: 1 });
    const tools = await create({ contentId, giftGroup: 'Інструменти', sort: 2 });
    const caps = await create({ contentId, giftGroup: 'Кепки', parentGroupId: clothes.groupId });
    await create({ contentId, giftGroup: 'Шапки', parentGroupId: clothes.groupId, sort: 0 });
    await create({ contentId, giftGroup: 'Бейсболки', parentGroupId: caps.groupId });
    await putItemIn(dishes);
    await putItemIn(tools);
    // Another content's groups stay out.
    await create({ contentId: (await giftContent(t.deps.db)).contentId, giftGroup: 'Чужа' });

    const tree = await groups(contentId);
    expect(names(tree)).toEqual([
      'Посуд',
      'Інструменти',
      { Одяг: ['Шапки', { Кепки: ['Бейсболки'] }] },
    ]);
    const clothesNode = tree.find((group) => group.groupId === clothes.groupId);
    expect(clothesNode).toMatchObject({ subGroupCount: 2, itemCount: 0 });
    expect(clothesNode?.child[1]).toMatchObject({ parentGroupId: clothes.groupId });
    expect(tree[0]).toMatchObject({ giftGroup: 'Посуд', subGroupCount: 0, itemCount: 1 });

    const flat = await groups(contentId, false);
    expect(flat.map((group) => [group.giftGroup, group.child.length])).toEqual([
      ['Шапки', 0],
      ['Бейсболки', 0],
      ['Кепки', 0],
      ['Посуд', 0],
      ['Інструменти', 0],
      ['Одяг', 0],
    ]);
    // tree defaults to true.
    const response = await t.post(giftItemsApi.groups, { id: contentId }, manager);
    expect(names(response.json<ContentGroup[]>())).toEqual(names(tree));
  });

  it('keeps a parent within the same content and refuses cycles', async () => {
    const contentId = (await giftContent(t.deps.db, { isGift: true })).contentId;
    const elsewhere = await create({
      contentId: (await giftContent(t.deps.db)).contentId,
      giftGroup: 'Інша акція',
    });
    const foreign = await createRaw({
      contentId,
      giftGroup: 'X',
      parentGroupId: elsewhere.groupId,
    });
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign).errors?.parentGroupId).toEqual([
      'The parent must be a group of the same action',
    ]);
    expect((await createRaw({ contentId, giftGroup: 'X', parentGroupId: 999999 })).statusCode).toBe(
      400,
    );

    const a = await create({ contentId, giftGroup: 'A' });
    const b = await create({ contentId, giftGroup: 'B', parentGroupId: a.groupId });
    const c = await create({ contentId, giftGroup: 'C', parentGroupId: b.groupId });
    for (const parentGroupId of [a.groupId, c.groupId]) {
      const response = await updateRaw({ contentId, groupId: a.groupId, parentGroupId });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).errors?.parentGroupId).toEqual([
        'A group cannot be placed under itself or one of its subgroups',
      ]);
    }
    const moved = await updateRaw({
      contentId,
      groupId: b.groupId,
      parentGroupId: elsewhere.groupId,
    });
    expect(moved.statusCode).toBe(400);
    // A legal move: C to the top, then A under C.
    await update({ contentId, groupId: c.groupId, parentGroupId: 0 });
    expect(await update({ contentId, groupId: a.groupId, parentGroupId: c.groupId })).toMatchObject(
      {
        parentGroupId: c.groupId,
        giftGroup: 'A',
      },
    );
    expect(names(await groups(contentId))).toEqual([{ C: [{ A: ['B'] }] }]);
  });

  it('updates the sent fields, keeps the others, and audits the change', async () => {
    const contentId = (await giftContent(t.deps.db, { isGift: true })).contentId;
    const group = await create({ contentId, giftGroup: 'Посуд', sort: 5, maxOrderItems: 3 });
    const renamed = await update({ contentId, groupId: group.groupId, giftGroup: 'Кухлі' });
    expect(renamed).toMatchObject({ giftGroup: 'Кухлі', sort: 5, maxOrderItems: 3 });
    const changed = await update({ contentid: contentId, GROUPID: group.groupId, sort: '' });
    expect(changed.sort).toBe(5);
    expect(await auditActions(group.groupId)).toEqual(['create', 'update', 'update']);
  });

  it('stores, replaces and deletes the picture, and refuses a file that is no picture', async () => {
    const contentId = (await giftContent(t.deps.db, { isGift: true })).contentId;
    const group = await create({ contentId, giftGroup: 'Посуд' }, png());
    expect(group.picFile).toMatch(/^\/uploads\/content\/1\/groups\/.+\.png$/);
    expect(exists(group.picFile)).toBe(true);

    const replaced = await update({ contentId, groupId: group.groupId }, png());
    expect(replaced.picFile).not.toBe(group.picFile);
    expect(exists(group.picFile)).toBe(false);
    expect(exists(replaced.picFile)).toBe(true);

    const bad = await updateRaw({ contentId, groupId: group.groupId }, manager, notPicture());
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe(messages.fileNotPicture);
    expect(exists(replaced.picFile)).toBe(true);

    const folder = path.join(t.config.dataDir, 'uploads', 'content', '1', 'groups');
    const files = () => fs.readdirSync(folder).length;
    const before = files();
    const refused = await createRaw({ contentId, giftGroup: 'Одяг' }, manager, notPicture());
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).errors?.picFile1).toEqual([messages.fileNotPicture]);
    expect(files()).toBe(before);
    expect(await groups(contentId)).toHaveLength(1);

    const cleared = await t.post(
      `${giftItemsApi.deleteGroupPic}?picFileType=picFile`,
      replaced,
      manager,
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<ContentGroup>().picFile).toBeNull();
    expect(exists(replaced.picFile)).toBe(false);
    const unknownType = await t.post(
      `${giftItemsApi.deleteGroupPic}?picFileType=thumbFile`,
      replaced,
      manager,
    );
    expect(unknownType.statusCode).toBe(400);
  });

  it('deletes a group only without items and subgroups, then its picture', async () => {
    const contentId = (await giftContent(t.deps.db, { isGift: true })).contentId;
    const parent = await create({ contentId, giftGroup: 'Одяг' }, png());
    const child = await create({ contentId, giftGroup: 'Кепки', parentGroupId: parent.groupId });
    const blocked = await t.post(giftItemsApi.deleteGroup, parent, manager);
    expect(blocked.statusCode).toBe(409);
    expect(errorOf(blocked).message).toBe(
      "You can't delete group while there are elements isnide it",
    );
    await putItemIn(child);
    expect((await t.post(giftItemsApi.deleteGroup, child, manager)).statusCode).toBe(409);
    await t.deps.db.delete(contentItems).where(eq(contentItems.groupId, child.groupId));

    const deleted = await t.post(giftItemsApi.deleteGroup, child, manager);
    expect(deleted.json()).toEqual({ ok: true });
    const last = await t.post(
      giftItemsApi.deleteGroup,
      { contentId, groupId: parent.groupId },
      manager,
    );
    expect(last.statusCode, last.body).toBe(200);
    expect(exists(parent.picFile)).toBe(false);
    expect(await groups(contentId)).toEqual([]);
    expect(await auditActions(parent.groupId)).toEqual(['create', 'delete']);
    expect((await t.post(giftItemsApi.deleteGroup, parent, manager)).statusCode).toBe(404);
  });

  it('deletes a group sent as a multipart form, as B§7 names it (issue 31)', async () => {
    const contentId = (await giftContent(t.deps.db, { isGift: true })).contentId;
    const parent = await create({ contentId, giftGroup: 'Форма' }, png());
    const child = await create({ contentId, giftGroup: 'Підгрупа', parentGroupId: parent.groupId });
    const deleteForm = (fields: Fields, user = manager) =>
      t.postForm(giftItemsApi.deleteGroup, giftForm(fields), user);

    const blocked = await deleteForm({ contentId, groupId: parent.groupId });
    expect(blocked.statusCode, blocked.body).toBe(409);
    expect(errorOf(blocked).message).toBe(
      "You can't delete group while there are elements isnide it",
    );
    const missing = await deleteForm({ contentId });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).errors?.groupId).toEqual([messages.requiredField]);
    expect((await deleteForm({ contentId, groupId: 'x' })).statusCode).toBe(400);
    expect((await deleteForm({ contentId, groupId: child.groupId }, otherManager)).statusCode).toBe(
      404,
    );

    // Every text field of the group, as the original screens' FormData sends it.
    const { comId, groupId, parentGroupId, giftGroup, sort, maxOrderItems } = child;
    const fields = { comId, contentId, groupId, parentGroupId, giftGroup, sort, maxOrderItems };
    const deleted = await deleteForm({ ...fields, picFile: '', subGroupCount: 0, itemCount: 0 });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    const last = await deleteForm({ contentid: contentId, GROUPID: parent.groupId });
    expect(last.statusCode, last.body).toBe(200);
    expect(exists(parent.picFile)).toBe(false);
    expect(await groups(contentId)).toEqual([]);
    expect((await deleteForm({ contentId, groupId: parent.groupId })).statusCode).toBe(404);
  });

  it('refuses a missing or bad field, naming it', async () => {
    const contentId = (await giftContent(t.deps.db, { isGift: true })).contentId;
    const cases: [Fields, string][] = [
      [{ contentId }, 'giftGroup'],
      [{ contentId, giftGroup: '   ' }, 'giftGroup'],
      [{ giftGroup: 'X' }, 'contentId'],
      [{ contentId, giftGroup: 'x'.repeat(101) }, 'giftGroup'],
      [{ contentId, giftGroup: 'X', sort: 'abc' }, 'sort'],
      [{ contentId, giftGroup: 'X', maxOrderItems: 10000 }, 'maxOrderItems'],
    ];
    for (const [fields, field] of cases) {
      const response = await createRaw(fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(errorOf(response).errors ?? {}), JSON.stringify(fields)).toEqual([field]);
    }
    expect(errorOf(await createRaw({ contentId })).errors?.giftGroup).toEqual([
      messages.requiredField,
    ]);
    const noGroupId = await updateRaw({ contentId, giftGroup: 'X' });
    expect(noGroupId.statusCode).toBe(400);
    expect(Object.keys(errorOf(noGroupId).errors ?? {})).toEqual(['groupId']);
    const rows = await t.deps.db
      .select()
      .from(contentGroups)
      .where(eq(contentGroups.contentId, contentId));
    expect(rows).toEqual([]);
  });

  it("answers 404 for another company's content and groups", async () => {
    const theirs = (await giftContent(t.deps.db, { comId: 2, isGift: true })).contentId;
    const response = await t.postForm(
      giftItemsApi.createGroup,
      giftForm({ contentId: theirs, giftGroup: 'Їхня' }),
      otherManager,
    );
    const group = response.json<ContentGroup>();
    expect((await t.post(giftItemsApi.groups, { id: theirs }, manager)).statusCode).toBe(404);
    expect((await createRaw({ contentId: theirs, giftGroup: 'X' })).statusCode).toBe(404);
    expect(
      (await updateRaw({ contentId: theirs, groupId: group.groupId, giftGroup: 'X' })).statusCode,
    ).toBe(404);
    expect((await t.post(giftItemsApi.deleteGroup, group, manager)).statusCode).toBe(404);
    expect(
      (await t.post(`${giftItemsApi.deleteGroupPic}?picFileType=picFile`, group, manager))
        .statusCode,
    ).toBe(404);
    // Their group as the parent of ours: a field error, nothing told about it.
    const mine = (await giftContent(t.deps.db, { isGift: true })).contentId;
    const parent = await createRaw({
      contentId: mine,
      giftGroup: 'X',
      parentGroupId: group.groupId,
    });
    expect(parent.statusCode).toBe(400);
    expect(await groups(theirs, true, otherManager)).toHaveLength(1);
  });

  it('refuses every call to a role other than ContentManager (403), and to no one (401)', async () => {
    const catalogManager = await t.makeUser({ roles: ['CatalogManager', 'NotificationManager'] });
    const contentId = (await giftContent(t.deps.db, { isGift: true })).contentId;
    const body = { id: contentId, contentId, groupId: 1 };
    for (const call of [
      giftItemsApi.groups,
      giftItemsApi.deleteGroup,
      `${giftItemsApi.deleteGroupPic}?picFileType=picFile`,
    ]) {
      expect((await t.post(call, body, catalogManager)).statusCode, call).toBe(403);
      expect((await t.post(call, body, null)).statusCode, call).toBe(401);
    }
    for (const call of [giftItemsApi.createGroup, giftItemsApi.updateGroup]) {
      const form = giftForm({ contentId, groupId: 1, giftGroup: 'X' });
      expect((await t.postForm(call, form, catalogManager)).statusCode, call).toBe(403);
    }
    expect(await groups(contentId)).toEqual([]);
  });

  it('matches the paths in any letter case', async () => {
    const contentId = (await giftContent(t.deps.db, { isGift: true })).contentId;
    const response = await t.post('/API/content/contentgroups', { id: contentId }, manager);
    expect(response.statusCode).toBe(200);
  });
});
