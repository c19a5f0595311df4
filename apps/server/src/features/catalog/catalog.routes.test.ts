import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@bo/contract';
import { makeCompany } from '../../test/factories/companies.js';
import { subGroupDictionary } from '../items/index.js';
import { seedCompanyCatalog } from './catalog.demo.js';
import {
  t,
  manager,
  otherManager,
  api,
  nodeForm,
  addNode,
  branch,
  loadTree,
  findNode,
  nodeRow,
  messageOf,
  openCatalogApp,
} from '../../test/scenes/catalog.js';

openCatalogApp();

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
