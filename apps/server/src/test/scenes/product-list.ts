import { expect } from 'vitest';
import {
  englishT,
  productApi,
  productBrandLimit,
  type PagedAnswer,
  type ProductRow,
} from '@bo/contract';
import { makeCompany } from '../factories/companies.js';
import { makeItem } from '../factories/items.js';
import { openTestApp, type TestApp, type TestUser } from '../test-app.js';
import { itemGroups, itemSubGroups } from '../../features/items/items.schema.js';

/*
 * The scene the items test files share: the app of the file (openProductListApp), its
 * users and the calls the tests make. The bindings are set by the hook and read by the
 * tests through the import.
 */

export const tooManyBrands = englishT('productBrandsTooMany', { max: productBrandLimit });
export const needsGroup = englishT('productSubGroupNeedsGroup');

export let t: TestApp;
/** CatalogManager of a company of this file's own, so every list holds only what is made below. */
export let manager: TestUser;
export let otherManager: TestUser;
export let translator: TestUser;
export let contentManager: TestUser;

/** The products of the list company: number, brand, group, subgroup, description, analyst. */
export const products = [
  ['A1', 'MAHLE', 'FLT', 'OIL', 'Oil filter OC 90', 'Anna'],
  ['A2', 'MAHLE', 'FLT', 'AIR', 'Air filter LX 1', 'Anna'],
  ['A3', 'BOSCH', 'FLT', 'OIL', 'Oil filter P 7', 'Boris'],
  ['A4', 'BOSCH', 'BRK', 'PAD', 'Brake pad set 0 986', 'Boris'],
  ['A5', 'TRW', 'BRK', 'DSC', 'Brake disc DF 1', 'Clara'],
  ['A6', 'TRW', 'BRK', 'PAD', 'Brake pad set GDB 1', 'Clara'],
  ['A7', 'ATE', 'BRK', 'PAD', 'Brake pad set 13.04', 'Boris'],
  // A group the dictionary does not hold: its names are ''.
  ['A8', 'BOSCH', 'ELE', 'X', 'Spark plug', 'Dmytro'],
  ['A9', 'MAHLE', 'FLT', 'OIL', 'Oil filter OC 47', 'Anna'],
] as const;

/** The list's order: brand, group, subgroup, description, number. */
export const ordered = ['A7', 'A4', 'A8', 'A3', 'A2', 'A9', 'A1', 'A5', 'A6'];

/** The app of the test file that calls this; closed after its tests. */
export function openProductListApp() {
  // ALL_ROWS_CAP 8, so that All and ProductList are capped within these nine products.
  openTestApp({ allRowsCap: 8 }, async (app) => {
    t = app;
    const db = t.deps.db;
    const { comId } = await makeCompany(db);
    await db.insert(itemGroups).values([
      { comId, groupCode: 'FLT', name: 'Filters' },
      { comId, groupCode: 'BRK', name: 'Brakes' },
    ]);
    await db.insert(itemSubGroups).values([
      { comId, groupCode: 'FLT', subGroupCode: 'OIL', name: 'Oil filters' },
      { comId, groupCode: 'FLT', subGroupCode: 'AIR', name: 'Air filters' },
      { comId, groupCode: 'BRK', subGroupCode: 'PAD', name: 'Brake pads' },
      { comId, groupCode: 'BRK', subGroupCode: 'DSC', name: 'Brake discs' },
    ]);
    for (const [itemNo, brand, groupCode, subGroupCode, description, analyst] of products) {
      await makeItem(db, { comId, itemNo, brand, groupCode, subGroupCode, description, analyst });
    }
    manager = await t.makeUser({ roles: ['CatalogManager'], comId });

    // Another company's products, with a brand, group and analyst of their own and one shared.
    const other = await makeCompany(db);
    await makeItem(db, {
      comId: other.comId,
      itemNo: 'A1',
      brand: 'OTHERBRAND',
      groupCode: 'OTH',
      analyst: 'Otto',
    });
    await makeItem(db, { comId: other.comId, itemNo: 'Z1', brand: 'MAHLE', groupCode: 'FLT' });
    otherManager = await t.makeUser({ roles: ['CatalogManager'], comId: other.comId });
    translator = await t.makeUser({ roles: ['TranslateManager', 'Admin'], comId });
    contentManager = await t.makeUser({ roles: ['ContentManager'], comId });
  });
}

export const numbers = (rows: ProductRow[]) => rows.map((row) => row.itemNo);

export const page = async (body: object, user = manager) => {
  const response = await t.post(productApi.productPage, body, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PagedAnswer<ProductRow>>();
};
/** A page as large as the cap allows. */
export const firstPage = { size: 8, page: 0, desc: false };

/** A form post of `fields` (repeated names repeated) in either encoding. */
export function postProductList(
  fields: [string, string][],
  encoding: 'multipart' | 'urlencoded',
  user: TestUser | null = manager,
) {
  if (encoding === 'multipart') {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    return t.postForm(productApi.productList, form, user);
  }
  return t.app.inject({
    method: 'POST',
    url: productApi.productList,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      'content-type': 'application/x-www-form-urlencoded',
      ...(user ? { cookie: user.cookie } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

export const list = async <Answer>(path: string, body?: object, user = manager) => {
  const response = await t.post(path, body, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Answer>();
};
