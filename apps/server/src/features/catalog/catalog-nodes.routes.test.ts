import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishT, type CatalogNode } from '@bo/contract';
import { pngBytes } from '../../test/factories/uploads.js';
import {
  t,
  manager,
  otherManager,
  api,
  png,
  addNode,
  branch,
  loadTree,
  findNode,
  nodeRow,
  storedFile,
  auditOf,
  update,
  messageOf,
  openCatalogApp,
} from '../../test/scenes/catalog.js';

openCatalogApp();

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
