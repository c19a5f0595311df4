import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type CatalogNode, type ErrorAnswer } from '@bo/contract';
import { makeItem } from '../factories/items.js';
import { fileBlob, pngBytes } from '../factories/uploads.js';
import { pictureForm } from '../forms.js';
import { openTestApp, type TestApp, type TestUser } from '../test-app.js';
import { catalogNodes } from '../../features/catalog/catalog.schema.js';
import { auditRowsOf } from '../factories/audit.js';

/*
 * The scene the catalog test files share: the app of the file (openCatalogApp), its users and the calls the tests make. The bindings are set by the hook and read by the tests through the import.
 */

export let t: TestApp;
export let manager: TestUser;
export let otherManager: TestUser;

export const api = {
  tree: '/api/Catalog/CatalogTree',
  add: '/api/Catalog/AddCatalogNode',
  update: '/api/Catalog/UpdateCatalogNode',
  remove: '/api/Catalog/DeleteCatalogNode',
  move: '/api/Catalog/MoveCatalogNode',
  deleteFile: '/api/items/DeleteFile',
};

/** Groups and subgroups of the item master, and items under them, in companies 1 and 2. */
export async function seedItemMaster() {
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

/** The app of the test file that calls this; closed after its tests. */
export function openCatalogApp() {
  openTestApp({ uploadLimitBytes: 2 * 1024 * 1024 }, async (app) => {
    t = app;
    manager = await t.makeUser({ roles: ['CatalogManager'] });
    otherManager = await t.makeUser({ roles: ['CatalogManager'], comId: 2 });
    await seedItemMaster();
  });
}

export const nodeForm = (fields: Record<string, string>, picture?: Blob): FormData =>
  pictureForm(fields, 'picFile1', picture);

export const png = () => fileBlob(pngBytes(), 'image/png');

export async function addNode(fields: Record<string, string>, user = manager, picture?: Blob) {
  const response = await t.postForm(api.add, nodeForm(fields, picture), user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}

/** A level-1 node, a level-2 node under it and a level-3 node under that. */
export async function branch(title: string, user = manager) {
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

export async function loadTree(user = manager, body: object = { tree: true, active: false }) {
  const response = await t.post(api.tree, body, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CatalogNode>();
}

export function findNode(node: CatalogNode, id: number): CatalogNode | undefined {
  if (node.id === id) return node;
  for (const child of node.childElements) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return undefined;
}

export async function nodeRow(id: number) {
  const [row] = await t.deps.db.select().from(catalogNodes).where(eq(catalogNodes.id, id));
  return row;
}

export const nodeCount = async () =>
  (await t.deps.db.select({ total: count() }).from(catalogNodes))[0]?.total ?? 0;

export const storedFile = (url: string) => path.join(t.config.dataDir, url);

export const auditOf = (id: number) => auditRowsOf(t.deps.db, 'catalogNode', id);

/** Sends an update of `id` with its stored fields, changed by `fields`. */
export async function update(
  id: number,
  fields: Record<string, string>,
  user = manager,
  picture?: Blob,
) {
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

export const messageOf = (response: LightMyRequestResponse) => response.json<ErrorAnswer>().message;
