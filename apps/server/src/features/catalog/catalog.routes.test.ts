import fs from 'node:fs';
import path from 'node:path';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishT, messages, type CatalogNode, type ErrorAnswer } from '@bo/contract';
import { auditLog } from '../../platform/db/platform.schema.js';
import { makeCompany, makeItem } from '../../test/factories.js';
import { fileBlob, pngBytes } from '../../test/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { subGroupDictionary } from '../items/index.js';
import { seedCompanyCatalog } from './catalog.demo.js';
import { catalogNodes } from './catalog.schema.js';

let t: TestApp;
let manager: TestUser;
let otherManager: TestUser;

const api = {
  tree: '/api/Catalog/CatalogTree',
  add: '/api/Catalog/AddCatalogNode',
  update: '/api/Catalog/UpdateCatalogNode',
  remove: '/api/Catalog/DeleteCatalogNode',
  move: '/api/Catalog/MoveCatalogNode',
  deleteFile: '/api/items/DeleteFile',
};

/** Groups and subgroups of the item master, and items under them, in companies 1 and 2. */
async function seedItemMaster() {
  await t.deps.db.execute(sql`
    insert into item_groups (com_id, group_code, name) values
      (1, 'FILT', 'Filters'), (1, 'BRAKE', 'Brake system'), (2, 'OTHER', 'Company 2 group')`);
  await t.deps.db.execute(sql`
    insert into item_sub_groups (com_id, group_code, sub_group_code, name) values
      (1, 'FILT', 'OIL', 'Oil filters'), (1, 'FILT', 'AIR', 'Air filters'),
      (1, 'BRAKE', 'PADS', 'Brake pads'), (2, 'OTHER', 'SUB', 'Company 2 subgroup')`);
  for (const [groupCode, subGroupCode, active] of [
    ['FILT', 'OIL', true],
    ['FILT', 'OIL', true],
    ['FILT', 'OIL', false],
    ['FILT', 'AIR', true],
    ['BRAKE', 'PADS', true],
  ] as const) {
    await makeItem(t.deps.db, { groupCode, subGroupCode, active });
  }
  await makeItem(t.deps.db, { comId: 2, groupCode: 'OTHER', subGroupCode: 'SUB' });
}

beforeAll(async () => {
  t = await createTestApp({ uploadLimitBytes: 2 * 1024 * 1024 });
  manager = await t.makeUser({ roles: ['CatalogManager'] });
  otherManager = await t.makeUser({ roles: ['CatalogManager'], comId: 2 });
  await seedItemMaster();
});
afterAll(() => t.close());

function nodeForm(fields: Record<string, string>, picture?: Blob): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (picture) form.append('picFile1', picture, 'picture.png');
  return form;
}

const png = () => fileBlob(pngBytes(), 'image/png');

async function addNode(fields: Record<string, string>, user = manager, picture?: Blob) {
  const response = await t.postForm(api.add, nodeForm(fields, picture), user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}

/** A level-1 node, a level-2 node under it and a level-3 node under that. */
async function branch(title: string, user = manager) {
  const top = await addNode({ title: `${title} 1` }, user);
  const second = await addNode({ title: `${title} 2`, parentId: String(top) }, user);
  const third = await addNode(
    {
      title: `${title} 3`,
      parentId: String(second),
      ...(user === manager ? { itemGroup: 'FILT', itemSubGroup: 'OIL' } : { itemGroup: 'OTHER' }),
    },
    user,
  );
  return { top, second, third };
}

async function loadTree(user = manager, body: object = { tree: true, active: false }) {
  const response = await t.post(api.tree, body, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CatalogNode>();
}

function findNode(node: CatalogNode, id: number): CatalogNode | undefined {
  if (node.id === id) return node;
  for (const child of node.childElements) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return undefined;
}

async function nodeRow(id: number) {
  const [row] = await t.deps.db.select().from(catalogNodes).where(eq(catalogNodes.id, id));
  return row;
}

const nodeCount = async () =>
  (await t.deps.db.select({ total: count() }).from(catalogNodes))[0]?.total ?? 0;

const storedFile = (url: string) => path.join(t.config.dataDir, url);

async function auditOf(id: number) {
  return t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'catalogNode'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));
}

/** Sends an update of `id` with its stored fields, changed by `fields`. */
async function update(id: number, fields: Record<string, string>, user = manager, picture?: Blob) {
  const row = await nodeRow(id);
  const current: Record<string, string> = row
    ? {
        id: String(row.id),
        parentId: String(row.parentId ?? 0),
        title: row.title,
        sort: String(row.sort),
        col: String(row.col),
        active: String(row.active),
        itemGroup: row.itemGroup ?? '',
        itemSubGroup: row.itemSubGroup ?? '',
      }
    : { id: String(id), title: 'x' };
  return t.postForm(api.update, nodeForm({ ...current, ...fields }, picture), user);
}

const messageOf = (response: LightMyRequestResponse) => response.json<ErrorAnswer>().message;

describe('catalogue tree', () => {
  it('answers the virtual root with three levels, the spec’s defaults and each level-3 link', async () => {
    const { top, second, third } = await branch('Defaults');
    const tree = await loadTree();
    expect(tree).toMatchObject({ id: 0, parentId: -1, title: 'Catalog', level: 0, comId: 1 });
    expect(findNode(tree, top)).toMatchObject({
      parentId: 0,
      level: 1,
      sort: 10,
      col: 1,
      active: true,
      img: null,
      itemGroup: null,
      itemCount: null,
    });
    expect(findNode(tree, second)).toMatchObject({ parentId: top, level: 2 });
    // Three items of FILT/OIL, the inactive one included.
    expect(findNode(tree, third)).toMatchObject({
      parentId: second,
      level: 3,
      itemGroup: 'FILT',
      itemSubGroup: 'OIL',
      itemGroupName: 'Filters',
      itemSubGroupName: 'Oil filters',
      itemCount: 3,
      childElements: [],
    });
    expect(tree.childElements.map((node) => node.level)).not.toContain(2);
  });

  it('counts every item of the group for a level-3 node without a subgroup', async () => {
    const { second } = await branch('Whole group');
    const id = await addNode({ title: 'All filters', parentId: String(second), itemGroup: 'FILT' });
    expect(findNode(await loadTree(), id)).toMatchObject({
      itemGroup: 'FILT',
      itemSubGroup: null,
      itemSubGroupName: null,
      itemCount: 4,
    });
  });

  it('orders children by sort, then id; active: true leaves out inactive nodes with their subtree', async () => {
    const top = await addNode({ title: 'Ordered' });
    const late = await addNode({ title: 'Late', parentId: String(top), sort: '30' });
    const early = await addNode({ title: 'Early', parentId: String(top), sort: '5' });
    const hidden = await addNode({ title: 'Hidden', parentId: String(top), active: 'false' });
    const underHidden = await addNode({
      title: 'Under hidden',
      parentId: String(hidden),
      itemGroup: 'BRAKE',
    });
    const all = findNode(await loadTree(), top);
    expect(all?.childElements.map((node) => node.id)).toEqual([early, hidden, late]);
    const active = await loadTree(manager, { tree: true, active: true });
    expect(findNode(active, top)?.childElements.map((node) => node.id)).toEqual([early, late]);
    expect(findNode(active, underHidden)).toBeUndefined();
  });

  it('answers the nodes flat under the root for tree: false, and takes an empty body', async () => {
    const { top, second, third } = await branch('Flat');
    const flat = await loadTree(manager, { tree: false });
    const ids = flat.childElements.map((node) => node.id);
    expect(ids).toEqual(expect.arrayContaining([top, second, third]));
    expect(flat.childElements.every((node) => node.childElements.length === 0)).toBe(true);
    expect(ids.indexOf(top)).toBeLessThan(ids.indexOf(second));
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(third));
    expect((await t.post(api.tree, {}, manager)).statusCode).toBe(200);
  });

  it('matches its path in any letter case', async () => {
    const response = await t.post(
      '/api/catalog/catalogtree',
      { tree: true, active: false },
      manager,
    );
    expect(response.statusCode).toBe(200);
  });

  it('shows only the caller’s company', async () => {
    const foreign = await branch('Company 2', otherManager);
    const tree = await loadTree();
    expect(findNode(tree, foreign.top)).toBeUndefined();
    const theirs = await loadTree(otherManager);
    expect(theirs.comId).toBe(2);
    expect(findNode(theirs, foreign.third)).toMatchObject({
      itemGroupName: 'Company 2 group',
      itemCount: 1,
    });
  });

  it('loads the demo tree of a company: about 10, 60 and 300 nodes, each linked and pictured', async () => {
    const { comId } = await makeCompany(t.deps.db);
    await t.deps.db.execute(sql`
      insert into item_groups (com_id, group_code, name)
      select ${comId}::int, 'G' || g, 'Group ' || g from generate_series(1, 30) g`);
    await t.deps.db.execute(sql`
      insert into item_sub_groups (com_id, group_code, sub_group_code, name)
      select ${comId}::int, 'G' || g, 'S' || s, 'Subgroup ' || g || '.' || s
      from generate_series(1, 30) g, generate_series(1, 2 - g % 2) s`);
    const subGroups = await subGroupDictionary(t.deps.db, comId);
    expect(subGroups).toHaveLength(45);
    await seedCompanyCatalog(t.deps.db, t.deps.storage, comId, subGroups);
    const user = await t.makeUser({ roles: ['CatalogManager'], comId });
    const tree = await loadTree(user);
    const seconds = tree.childElements.flatMap((node) => node.childElements);
    const thirds = seconds.flatMap((node) => node.childElements);
    expect(tree.childElements).toHaveLength(10);
    expect(seconds).toHaveLength(60);
    expect(thirds).toHaveLength(45 * 6);
    expect(
      thirds.every((node) => node.itemGroupName !== null && node.itemSubGroupName !== null),
    ).toBe(true);
    const picture = thirds[0]?.imgUrl ?? '';
    expect(picture).toMatch(new RegExp(`^/uploads/catalog/${comId}/[0-9a-f-]+\\.png$`));
    const served = await t.app.inject({ url: picture });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });
});

describe('adding and updating nodes', () => {
  it('adds a node with a picture served under /uploads, and audits it', async () => {
    const id = await addNode({ title: 'Pictured', sort: '3', col: '4' }, manager, png());
    const node = findNode(await loadTree(), id);
    expect(node).toMatchObject({ title: 'Pictured', sort: 3, col: 4 });
    expect(node?.img).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(node?.imgUrl).toBe(`/uploads/catalog/1/${node?.img ?? ''}`);
    const picture = await t.app.inject({ url: node?.imgUrl ?? '' });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(pngBytes())).toBe(true);
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorLogin: manager.login, action: 'create', comId: 1 });
  });

  it('takes field names in any letter case', async () => {
    const top = await addNode({ title: 'Cased' });
    const id = await addNode({ Title: 'Child', ParentId: String(top), SORT: '7' });
    expect(await nodeRow(id)).toMatchObject({ title: 'Child', parentId: top, sort: 7, level: 2 });
  });

  it('updates the fields, answers the node and audits before and after', async () => {
    const { third } = await branch('Update');
    const response = await update(third, {
      title: 'Renamed',
      sort: '0',
      col: '3',
      active: 'false',
      itemGroup: 'FILT',
      itemSubGroup: 'AIR',
      img: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: third,
      title: 'Renamed',
      sort: 0,
      col: 3,
      active: false,
      level: 3,
      itemSubGroup: 'AIR',
      itemSubGroupName: 'Air filters',
      itemCount: 1,
    });
    const audit = await auditOf(third);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update']);
    expect(audit[1]?.before).toMatchObject({ title: 'Update 3', itemSubGroup: 'OIL' });
    expect(audit[1]?.after).toMatchObject({ title: 'Renamed', itemSubGroup: 'AIR' });
  });

  it('replaces the picture and removes the old file; an update without one keeps it', async () => {
    const id = await addNode({ title: 'Replace' }, manager, png());
    const first = (await nodeRow(id))?.img ?? '';
    const kept = await update(id, { title: 'Replace kept' });
    expect(kept.json<CatalogNode>().img).toBe(path.basename(first));
    const replaced = await update(id, {}, manager, png());
    expect(replaced.statusCode, replaced.body).toBe(200);
    const now = replaced.json<CatalogNode>();
    expect(now.img).not.toBe(path.basename(first));
    expect(fs.existsSync(storedFile(`/uploads/${first}`))).toBe(false);
    expect(fs.existsSync(storedFile(now.imgUrl ?? ''))).toBe(true);
  });

  it('moves a node under another node of its parent’s level (C§4.4)', async () => {
    const a = await branch('Move A');
    const b = await branch('Move B');
    const movedSecond = await update(a.second, { parentId: String(b.top) });
    expect(movedSecond.statusCode, movedSecond.body).toBe(200);
    const movedThird = await update(b.third, { parentId: String(a.second) });
    expect(movedThird.statusCode, movedThird.body).toBe(200);
    const tree = await loadTree();
    // Equal sorts: the older node first.
    expect(findNode(tree, b.top)?.childElements.map((node) => node.id)).toEqual([
      a.second,
      b.second,
    ]);
    expect(findNode(tree, a.top)?.childElements).toEqual([]);
    expect(findNode(tree, a.second)?.childElements.map((node) => node.id)).toEqual([
      a.third,
      b.third,
    ]);
    expect(findNode(tree, a.third)?.level).toBe(3);
  });
});

describe('refused nodes change nothing', () => {
  const refused = async (
    send: () => Promise<LightMyRequestResponse>,
    status: number,
    message?: string,
  ) => {
    const before = await nodeCount();
    const response = await send();
    expect(response.statusCode, response.body).toBe(status);
    if (message) expect(messageOf(response)).toBe(message);
    expect(await nodeCount()).toBe(before);
    return response;
  };

  it('refuses a fourth level', async () => {
    const { third } = await branch('Fourth');
    await refused(
      () => t.postForm(api.add, nodeForm({ title: 'Too deep', parentId: String(third) }), manager),
      400,
      englishT('catalogFourthLevel'),
    );
  });

  it('refuses an empty title with "Enter Title", and titles over 200 characters', async () => {
    for (const title of ['', '   ']) {
      const response = await refused(
        () => t.postForm(api.add, nodeForm({ title }), manager),
        400,
        'Enter Title',
      );
      expect(response.json<ErrorAnswer>().errors).toEqual({ title: ['Enter Title'] });
    }
    await refused(() => t.postForm(api.add, nodeForm({}), manager), 400, 'Enter Title');
    await refused(
      () => t.postForm(api.add, nodeForm({ title: 'x'.repeat(500) }), manager),
      400,
      englishT('catalogTitleTooLong', { max: 200 }),
    );
  });

  it('refuses col 0 or 5 and a negative or broken sort', async () => {
    for (const col of ['0', '5', '1.5', 'two']) {
      await refused(
        () => t.postForm(api.add, nodeForm({ title: 'Col', col }), manager),
        400,
        englishT('catalogColInvalid'),
      );
    }
    for (const sort of ['-1', 'ten', '1000001']) {
      await refused(
        () => t.postForm(api.add, nodeForm({ title: 'Sort', sort }), manager),
        400,
        englishT('catalogSortInvalid'),
      );
    }
    await refused(
      () => t.postForm(api.add, nodeForm({ title: 'Active', active: 'maybe' }), manager),
      400,
      englishT('catalogActiveInvalid'),
    );
  });

  it('refuses an item group on levels 1 and 2, and a missing or unknown one on level 3', async () => {
    const { top, second } = await branch('Links');
    await refused(
      () => t.postForm(api.add, nodeForm({ title: 'L1', itemGroup: 'FILT' }), manager),
      400,
      englishT('catalogItemGroupLevel3Only'),
    );
    await refused(
      () =>
        t.postForm(
          api.add,
          nodeForm({ title: 'L2', parentId: String(top), itemSubGroup: 'OIL' }),
          manager,
        ),
      400,
      englishT('catalogItemGroupLevel3Only'),
    );
    const third = (fields: Record<string, string>) => () =>
      t.postForm(api.add, nodeForm({ title: 'L3', parentId: String(second), ...fields }), manager);
    await refused(third({}), 400, englishT('catalogItemGroupRequired'));
    await refused(
      third({ itemGroup: 'NOPE' }),
      400,
      englishT('catalogItemGroupUnknown', { code: 'NOPE' }),
    );
    // Another company's group is unknown here.
    await refused(
      third({ itemGroup: 'OTHER' }),
      400,
      englishT('catalogItemGroupUnknown', { code: 'OTHER' }),
    );
    await refused(
      third({ itemGroup: 'BRAKE', itemSubGroup: 'OIL' }),
      400,
      englishT('catalogItemSubGroupUnknown', { code: 'OIL', group: 'BRAKE' }),
    );
  });

  it('refuses a parent of another company with 404', async () => {
    const foreign = await branch('Foreign parent', otherManager);
    await refused(
      () =>
        t.postForm(api.add, nodeForm({ title: 'Hijack', parentId: String(foreign.top) }), manager),
      404,
      englishT('catalogParentNotFound'),
    );
  });

  it('refuses a picture that is not an image, storing nothing', async () => {
    const folder = path.join(t.config.dataDir, 'uploads', 'catalog', '1');
    const files = () => (fs.existsSync(folder) ? fs.readdirSync(folder) : []);
    const before = files();
    await refused(
      () =>
        t.postForm(
          api.add,
          nodeForm({ title: 'Script' }, fileBlob('<svg onload="alert(1)"/>', 'image/png')),
          manager,
        ),
      400,
      messages.fileNotPicture,
    );
    const id = await addNode({ title: 'Keeps picture' });
    const response = await update(id, {}, manager, fileBlob('not a picture', 'image/png'));
    expect(response.statusCode).toBe(400);
    expect((await nodeRow(id))?.img).toBeNull();
    expect(files()).toEqual(before);
  });

  it('refuses a picture over the upload limit with 413', async () => {
    const huge = Buffer.concat([pngBytes(), Buffer.alloc(3 * 1024 * 1024)]);
    await refused(
      () => t.postForm(api.add, nodeForm({ title: 'Huge' }, fileBlob(huge, 'image/png')), manager),
      413,
    );
  });

  it('refuses a JSON body for the multipart calls, and an update without an id', async () => {
    await refused(() => t.post(api.add, { title: 'JSON' }, manager), 415);
    const response = await t.postForm(api.update, nodeForm({ title: 'No id' }), manager);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(englishT('catalogIdInvalid'));
  });
});

describe('refused moves change nothing', () => {
  const refusedMove = async (id: number, parentId: number, status: number, message: string) => {
    const before = await nodeRow(id);
    const response = await update(id, { parentId: String(parentId), title: 'Moved?' });
    expect(response.statusCode, response.body).toBe(status);
    expect(messageOf(response)).toBe(message);
    expect(await nodeRow(id)).toEqual(before);
  };
  const sameLevel = 'Moving is only possible to the same level';

  it('refuses a parent of the wrong level with the spec’s message', async () => {
    const a = await branch('Wrong level A');
    const b = await branch('Wrong level B');
    // A level-3 node under a level-1 node, or under another level-3 node.
    await refusedMove(a.third, b.top, 400, sameLevel);
    await refusedMove(a.third, b.third, 400, sameLevel);
    // A level-2 node to the top, or under a level-2 node.
    await refusedMove(a.second, 0, 400, sameLevel);
    await refusedMove(a.second, b.second, 400, sameLevel);
    // A level-1 node under another level-1 node.
    await refusedMove(a.top, b.top, 400, sameLevel);
  });

  it('refuses a node under itself or its own child', async () => {
    const a = await branch('Itself');
    const itself = englishT('catalogMoveUnderItself');
    await refusedMove(a.second, a.second, 400, itself);
    await refusedMove(a.top, a.second, 400, itself);
    await refusedMove(a.top, a.third, 400, itself);
  });

  it('refuses a parent of another company, or one that does not exist, with 404', async () => {
    const a = await branch('Foreign move');
    const foreign = await branch('Foreign target', otherManager);
    await refusedMove(a.second, foreign.top, 404, englishT('catalogParentNotFound'));
    await refusedMove(a.second, 999_999, 404, englishT('catalogParentNotFound'));
  });
});

describe('deleting nodes and pictures', () => {
  it('deletes a node without children, with its picture, and audits it', async () => {
    const top = await addNode({ title: 'Delete me' }, manager, png());
    const img = (await nodeRow(top))?.img ?? '';
    const response = await t.post(api.remove, String(top), manager);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await nodeRow(top)).toBeUndefined();
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads', img))).toBe(false);
    expect((await auditOf(top)).map((row) => row.action)).toEqual(['create', 'delete']);
    // A number body and an object holding the id work too.
    const second = await addNode({ title: 'By number' });
    expect((await t.post(api.remove, second, manager)).statusCode).toBe(200);
    const third = await addNode({ title: 'By object' });
    expect((await t.post(api.remove, { id: third, title: 'x' }, manager)).statusCode).toBe(200);
  });

  it('refuses a node with children (409), another company’s (404) and a broken body (400)', async () => {
    const { top, second } = await branch('Parent of');
    const withChildren = await t.post(api.remove, String(top), manager);
    expect(withChildren.statusCode).toBe(409);
    expect(messageOf(withChildren)).toBe(englishT('catalogNodeHasChildren'));
    expect(await nodeRow(top)).toBeDefined();
    expect((await t.post(api.remove, String(second), manager)).statusCode).toBe(409);
    const foreign = await branch('Not yours', otherManager);
    expect((await t.post(api.remove, String(foreign.third), manager)).statusCode).toBe(404);
    expect(await nodeRow(foreign.third)).toBeDefined();
    expect((await t.post(api.remove, 'seven', manager)).statusCode).toBe(400);
    expect((await t.post(api.remove, -1, manager)).statusCode).toBe(400);
  });

  it('deletes the picture named by picName from the node and the storage', async () => {
    const id = await addNode({ title: 'Picture goes' }, manager, png());
    const key = (await nodeRow(id))?.img ?? '';
    const picName = path.basename(key);
    const response = await t.post(`${api.deleteFile}?picName=${picName}`, id, manager);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await nodeRow(id))?.img).toBeNull();
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads', key))).toBe(false);
    expect((await auditOf(id)).map((row) => row.action)).toEqual(['create', 'update']);
    // Gone already: nothing more to delete.
    const again = await t.post(`${api.deleteFile}?picName=${picName}`, id, manager);
    expect(again.statusCode).toBe(404);
  });

  it('refuses a picName with ../ or another node’s picture, and another company’s node', async () => {
    const id = await addNode({ title: 'Picture stays' }, manager, png());
    const other = await addNode({ title: 'Other picture' }, manager, png());
    const before = await nodeRow(id);
    const key = before?.img ?? '';
    for (const picName of ['../../etc/passwd', `../1/${path.basename(key)}`, '..', '']) {
      const response = await t.post(
        `${api.deleteFile}?picName=${encodeURIComponent(picName)}`,
        id,
        manager,
      );
      expect(response.statusCode, picName).toBe(400);
      expect(messageOf(response)).toBe(englishT('catalogPictureNameInvalid'));
    }
    const otherName = path.basename((await nodeRow(other))?.img ?? '');
    const notHers = await t.post(`${api.deleteFile}?picName=${otherName}`, id, manager);
    expect(notHers.statusCode).toBe(404);
    const foreign = await addNode({ title: 'Foreign picture' }, otherManager, png());
    const foreignName = path.basename((await nodeRow(foreign))?.img ?? '');
    const foreignDelete = await t.post(
      `${api.deleteFile}?picName=${foreignName}`,
      foreign,
      manager,
    );
    expect(foreignDelete.statusCode).toBe(404);
    expect((await nodeRow(foreign))?.img).not.toBeNull();
    expect(await nodeRow(id)).toEqual(before);
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads', key))).toBe(true);
    expect((await t.post(api.deleteFile, id, manager)).statusCode).toBe(400);
  });
});

describe('moving among siblings (beyond the spec)', () => {
  const order = async (parent: number) =>
    findNode(await loadTree(), parent)?.childElements.map((node) => node.title);

  it('renumbers equal sorts and swaps different ones; at either end nothing changes', async () => {
    const top = await addNode({ title: 'Siblings' });
    const ids: number[] = [];
    for (const title of ['A', 'B', 'C']) ids.push(await addNode({ title, parentId: String(top) }));
    const [a, b, c] = ids as [number, number, number];
    const move = (id: number, by: number) => t.post(api.move, { id, by }, manager);

    expect((await move(c, -1)).statusCode).toBe(200);
    expect(await order(top)).toEqual(['A', 'C', 'B']);
    expect((await nodeRow(a))?.sort).toBe(10);
    expect((await nodeRow(c))?.sort).toBe(20);
    expect((await nodeRow(b))?.sort).toBe(30);

    expect((await move(a, 1)).statusCode).toBe(200);
    expect(await order(top)).toEqual(['C', 'A', 'B']);
    expect((await nodeRow(a))?.sort).toBe(20);
    expect((await nodeRow(c))?.sort).toBe(10);

    expect((await move(c, -1)).statusCode).toBe(200);
    expect((await move(b, 1)).statusCode).toBe(200);
    expect(await order(top)).toEqual(['C', 'A', 'B']);
    expect((await auditOf(a)).map((row) => row.action)).toEqual(['create', 'update']);
  });

  it('refuses a bad step and another company’s node', async () => {
    const { top } = await branch('Step');
    expect((await t.post(api.move, { id: top, by: 2 }, manager)).statusCode).toBe(400);
    expect((await t.post(api.move, { id: top }, manager)).statusCode).toBe(400);
    const foreign = await branch('Foreign step', otherManager);
    expect((await t.post(api.move, { id: foreign.top, by: 1 }, manager)).statusCode).toBe(404);
  });
});

describe('catalogue access', () => {
  it('refuses every call to a role other than CatalogManager (403), and to no one signed in', async () => {
    const id = await addNode({ title: 'Guarded' });
    for (const roles of [['ContentManager'], ['Admin'], ['TranslateManager']] as const) {
      const user = await t.makeUser({ roles: [...roles] });
      const calls = [
        () => t.post(api.tree, { tree: true, active: false }, user),
        () => t.postForm(api.add, nodeForm({ title: 'No' }), user),
        () => t.postForm(api.update, nodeForm({ id: String(id), title: 'No' }), user),
        () => t.post(api.remove, String(id), user),
        () => t.post(api.move, { id, by: 1 }, user),
        () => t.post(`${api.deleteFile}?picName=x.png`, id, user),
      ];
      for (const call of calls) {
        const response = await call();
        expect(response.statusCode).toBe(403);
        expect(messageOf(response)).toBe(messages.forbidden);
      }
    }
    expect((await t.post(api.tree, { tree: true }, null)).statusCode).toBe(401);
    expect((await nodeRow(id))?.title).toBe('Guarded');
  });

  it('describes the calls in the OpenAPI document', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(expect.arrayContaining(Object.values(api)));
  });
});
