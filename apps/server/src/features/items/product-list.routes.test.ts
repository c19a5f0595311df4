import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  englishT,
  messages,
  productApi,
  productBrandLimit,
  renderText,
  text,
  type CodeName,
  type ErrorAnswer,
  type PagedAnswer,
  type ProductRow,
} from '@bo/contract';
import { makeCompany, makeItem } from '../../test/factories.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { itemGroups, itemSubGroups } from './items.schema.js';

const tooManyBrands = englishT('productBrandsTooMany', { max: productBrandLimit });
const needsGroup = englishT('productSubGroupNeedsGroup');

let t: TestApp;
/** CatalogManager of a company of this file's own, so every list holds only what is made below. */
let manager: TestUser;
let otherManager: TestUser;
let translator: TestUser;
let contentManager: TestUser;

/** The products of the list company: number, brand, group, subgroup, description, analyst. */
const products = [
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
const ordered = ['A7', 'A4', 'A8', 'A3', 'A2', 'A9', 'A1', 'A5', 'A6'];

beforeAll(async () => {
  // ALL_ROWS_CAP 8, so that All and ProductList are capped within these nine products.
  t = await createTestApp({ allRowsCap: 8 });
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
afterAll(() => t.close());

const numbers = (rows: ProductRow[]) => rows.map((row) => row.itemNo);

const page = async (body: object, user = manager) => {
  const response = await t.post(productApi.productPage, body, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PagedAnswer<ProductRow>>();
};
/** A page as large as the cap allows. */
const firstPage = { size: 8, page: 0, desc: false };

/** A form post of `fields` (repeated names repeated) in either encoding. */
function postProductList(
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

const list = async <Answer>(path: string, body?: object, user = manager) => {
  const response = await t.post(path, body, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Answer>();
};

describe('ProductPage (C§2.7)', () => {
  it('lists every product by brand, group, subgroup and description, with the names', async () => {
    const answer = await page(firstPage);
    expect(numbers(answer.rows)).toEqual(ordered.slice(0, 8));
    expect(answer).toMatchObject({ total: 9, pageCount: 2, capped: false });
    const next = await page({ ...firstPage, page: 1 });
    expect(numbers(next.rows)).toEqual(ordered.slice(8));
    expect(answer.rows[3]).toEqual({
      itemNo: 'A3',
      brand: 'BOSCH',
      groupCode: 'FLT',
      groupName: 'Filters',
      subGroupCode: 'OIL',
      subGroupName: 'Oil filters',
      description: 'Oil filter P 7',
    });
    // A group and subgroup the dictionaries lack are shown by code, with no name.
    expect(answer.rows[2]).toMatchObject({ groupName: '', subGroupName: '' });
  });

  it('pages, and reverses the order with desc', async () => {
    const second = await page({ size: 2, page: 1, desc: false });
    expect(numbers(second.rows)).toEqual(['A8', 'A3']);
    expect(second).toMatchObject({ total: 9, pageCount: 5 });
    const reversed = await page({ size: 3, page: 0, desc: true });
    expect(numbers(reversed.rows)).toEqual(['A6', 'A5', 'A1']);
  });

  it('filters by several brands, in the list order whatever the order chosen', async () => {
    const answer = await page({ ...firstPage, brand: ['MAHLE', 'BOSCH'] });
    expect(numbers(answer.rows)).toEqual(['A4', 'A8', 'A3', 'A2', 'A9', 'A1']);
    expect(answer.total).toBe(6);
  });

  it('pages across the chosen brands: a page may span two of them', async () => {
    const brand = ['MAHLE', 'BOSCH'];
    const pages = [];
    for (let index = 0; index < 4; index++) {
      pages.push(numbers((await page({ size: 2, page: index, desc: false, brand })).rows));
    }
    expect(pages).toEqual([['A4', 'A8'], ['A3', 'A2'], ['A9', 'A1'], []]);
    const spanning = await page({ size: 4, page: 0, desc: true, brand });
    expect(numbers(spanning.rows)).toEqual(['A1', 'A9', 'A2', 'A3']);
    const rest = await page({ size: 4, page: 1, desc: true, brand });
    expect(numbers(rest.rows)).toEqual(['A8', 'A4']);
    expect(rest).toMatchObject({ total: 6, pageCount: 2 });
  });

  it('narrows by group, subgroup and analyst', async () => {
    const brand = ['MAHLE', 'BOSCH'];
    expect(numbers((await page({ ...firstPage, brand, groupCode: 'FLT' })).rows)).toEqual([
      'A3',
      'A2',
      'A9',
      'A1',
    ]);
    const oil = await page({ ...firstPage, brand, groupCode: 'FLT', subGroupCode: 'OIL' });
    expect(numbers(oil.rows)).toEqual(['A3', 'A9', 'A1']);
    expect(oil.total).toBe(3);
    const boris = await page({ ...firstPage, analyst: 'Boris' });
    expect(numbers(boris.rows)).toEqual(['A7', 'A4', 'A3']);
    const brakes = await page({ ...firstPage, groupCode: 'BRK', analyst: 'Clara' });
    expect(numbers(brakes.rows)).toEqual(['A5', 'A6']);
  });

  it('trims the brands and drops empty ones and repeats; an unknown code matches nothing', async () => {
    const answer = await page({ ...firstPage, brand: [' MAHLE ', 'MAHLE', ''] });
    expect(numbers(answer.rows)).toEqual(['A2', 'A9', 'A1']);
    const none = await page({ ...firstPage, brand: ['NOSUCH', 'OTHERBRAND'] });
    expect(none).toEqual({ rows: [], total: 0, pageCount: 0, capped: false });
    expect((await page({ ...firstPage, groupCode: 'OTH' })).rows).toEqual([]);
  });

  it('answers All (size 0) capped at ALL_ROWS_CAP, and says so', async () => {
    const all = await page({ size: 0, page: 3, desc: false });
    expect(numbers(all.rows)).toEqual(ordered.slice(0, 8));
    expect(all).toMatchObject({ total: 9, pageCount: 1, capped: true });
    const brands = await page({
      size: 0,
      page: 0,
      desc: true,
      brand: ['TRW', 'BOSCH', 'MAHLE', 'ATE'],
    });
    expect(numbers(brands.rows)).toEqual([...ordered].reverse().slice(0, 8));
    expect(brands).toMatchObject({ total: 9, capped: true });
    const fewer = await page({ size: 0, page: 0, desc: false, brand: ['TRW', 'ATE'] });
    expect(numbers(fewer.rows)).toEqual(['A7', 'A5', 'A6']);
    expect(fewer).toMatchObject({ total: 3, pageCount: 1, capped: false });
  });

  it("shows only the caller's company", async () => {
    const answer = await page(firstPage, otherManager);
    expect(numbers(answer.rows)).toEqual(['Z1', 'A1']);
    expect(answer.rows[1]).toMatchObject({ brand: 'OTHERBRAND' });
    const mahle = await page({ ...firstPage, brand: ['MAHLE'] }, otherManager);
    expect(numbers(mahle.rows)).toEqual(['Z1']);
  });
});

describe('ProductList (C§7): form data', () => {
  it.each(['multipart', 'urlencoded'] as const)(
    'filters by repeated brands and a group, sent as %s',
    async (encoding) => {
      const response = await postProductList(
        [
          ['brand', 'MAHLE'],
          ['brand', 'BOSCH'],
          ['groupCode', 'FLT'],
          ['subGroupCode', ''],
          ['analyst', ''],
        ],
        encoding,
      );
      expect(response.statusCode, response.body).toBe(200);
      const rows = response.json<ProductRow[]>();
      expect(numbers(rows)).toEqual(['A3', 'A2', 'A9', 'A1']);
      expect(rows[1]).toEqual({
        itemNo: 'A2',
        brand: 'MAHLE',
        groupCode: 'FLT',
        groupName: 'Filters',
        subGroupCode: 'AIR',
        subGroupName: 'Air filters',
        description: 'Air filter LX 1',
      });
    },
  );

  it('reads field names in any letter case and brand[] too', async () => {
    const response = await postProductList(
      [
        ['Brand', 'TRW'],
        ['brand[]', 'ATE'],
        ['GROUPCODE', 'BRK'],
        ['subgroupcode', 'PAD'],
        ['Analyst', 'Clara'],
      ],
      'urlencoded',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(numbers(response.json<ProductRow[]>())).toEqual(['A6']);
  });

  it('answers every product without filters, at most ALL_ROWS_CAP', async () => {
    const response = await postProductList([], 'multipart');
    expect(response.statusCode, response.body).toBe(200);
    expect(numbers(response.json<ProductRow[]>())).toEqual(ordered.slice(0, 8));
    const encoded = await postProductList([['analyst', 'Anna']], 'urlencoded');
    expect(numbers(encoded.json<ProductRow[]>())).toEqual(['A2', 'A9', 'A1']);
  });

  it('refuses too many brands, over-long codes and a subgroup without its group (400)', async () => {
    const brands = Array.from(
      { length: productBrandLimit + 1 },
      (_, index) => ['brand', `B${index}`] as [string, string],
    );
    const tooMany = await postProductList(brands, 'multipart');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<ErrorAnswer>()).toMatchObject({
      message: tooManyBrands,
      key: 'productBrandsTooMany',
      errors: { brand: [tooManyBrands] },
    });
    const ukrainian = await postProductList(brands, 'urlencoded', manager);
    expect(ukrainian.statusCode).toBe(400);

    const long = await postProductList([['groupCode', 'G'.repeat(21)]], 'urlencoded');
    expect(long.statusCode).toBe(400);
    expect(long.json<ErrorAnswer>()).toMatchObject({
      key: 'valueTooLong',
      errors: { groupCode: [messages.valueTooLong(20)] },
    });
    const longBrand = await postProductList([['brand', 'B'.repeat(51)]], 'multipart');
    expect(longBrand.statusCode).toBe(400);
    expect(longBrand.json<ErrorAnswer>().errors).toHaveProperty('brand.0');
    const longAnalyst = await postProductList([['analyst', 'A'.repeat(51)]], 'multipart');
    expect(longAnalyst.statusCode).toBe(400);

    const orphan = await postProductList([['subGroupCode', 'OIL']], 'multipart');
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json<ErrorAnswer>()).toMatchObject({
      message: needsGroup,
      errors: { subGroupCode: [needsGroup] },
    });
  });

  it('words a refusal in the caller’s language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: productApi.productList,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': 'uk',
        cookie: manager.cookie,
      },
      payload: 'subGroupCode=OIL',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorAnswer>().message).toBe(
      renderText('uk', text('productSubGroupNeedsGroup')),
    );
  });

  it('refuses a JSON body (415), a file part (400) and control characters (400)', async () => {
    const json = await t.post(productApi.productList, { brand: ['MAHLE'] }, manager);
    expect(json.statusCode).toBe(415);
    const withFile = new FormData();
    withFile.append('brand', 'MAHLE');
    withFile.append('file', new Blob(['x']), 'x.txt');
    const file = await t.postForm(productApi.productList, withFile, manager);
    expect(file.statusCode).toBe(400);
    expect(file.json<ErrorAnswer>().message).toBe(messages.unexpectedFileField('file'));
    const control = await postProductList([['brand', 'MA\u0000HLE']], 'urlencoded');
    expect(control.statusCode).toBe(400);
  });
});

describe('the filter lists, each narrowed by the choices before it', () => {
  it('BrandList: the brands that have items, sorted, of the caller’s company only', async () => {
    expect(await list<string[]>(productApi.brandList)).toEqual(['ATE', 'BOSCH', 'MAHLE', 'TRW']);
    expect(await list<string[]>(productApi.brandList, undefined, otherManager)).toEqual([
      'MAHLE',
      'OTHERBRAND',
    ]);
  });

  it('GroupList: the groups of the chosen brands, with their names', async () => {
    const all: CodeName[] = [
      { code: 'BRK', name: 'Brakes' },
      { code: 'ELE', name: '' },
      { code: 'FLT', name: 'Filters' },
    ];
    expect(await list<CodeName[]>(productApi.groupList, { brand: [] })).toEqual(all);
    expect(await list<CodeName[]>(productApi.groupList)).toEqual(all);
    expect(await list<CodeName[]>(productApi.groupList, { brand: ['MAHLE'] })).toEqual([
      { code: 'FLT', name: 'Filters' },
    ]);
    expect(await list<CodeName[]>(productApi.groupList, { brand: ['ATE', 'MAHLE'] })).toEqual([
      { code: 'BRK', name: 'Brakes' },
      { code: 'FLT', name: 'Filters' },
    ]);
    expect(await list<CodeName[]>(productApi.groupList, { brand: ['NOSUCH'] })).toEqual([]);
  });

  it('SubGroupList: the subgroups of the chosen group and brands; none without a group', async () => {
    expect(
      await list<CodeName[]>(productApi.subGroupList, { brand: [], groupCode: 'FLT' }),
    ).toEqual([
      { code: 'AIR', name: 'Air filters' },
      { code: 'OIL', name: 'Oil filters' },
    ]);
    expect(
      await list<CodeName[]>(productApi.subGroupList, { brand: ['BOSCH'], groupCode: 'FLT' }),
    ).toEqual([{ code: 'OIL', name: 'Oil filters' }]);
    expect(
      await list<CodeName[]>(productApi.subGroupList, {
        brand: ['BOSCH', 'TRW'],
        groupCode: 'BRK',
      }),
    ).toEqual([
      { code: 'DSC', name: 'Brake discs' },
      { code: 'PAD', name: 'Brake pads' },
    ]);
    expect(
      await list<CodeName[]>(productApi.subGroupList, { brand: ['TRW'], groupCode: 'FLT' }),
    ).toEqual([]);
    expect(await list<CodeName[]>(productApi.subGroupList, { brand: ['MAHLE'] })).toEqual([]);
    expect(await list<CodeName[]>(productApi.subGroupList)).toEqual([]);
    expect(
      await list<CodeName[]>(productApi.subGroupList, { brand: [], groupCode: 'ELE' }),
    ).toEqual([{ code: 'X', name: '' }]);
  });

  it('AnalystList: every analyst without a body, else those of the brand, group and subgroup', async () => {
    expect(await list<string[]>(productApi.analystList)).toEqual([
      'Anna',
      'Boris',
      'Clara',
      'Dmytro',
    ]);
    expect(await list<string[]>(productApi.analystList, { brand: ['BOSCH'] })).toEqual([
      'Boris',
      'Dmytro',
    ]);
    expect(await list<string[]>(productApi.analystList, { brand: [], groupCode: 'BRK' })).toEqual([
      'Boris',
      'Clara',
    ]);
    expect(
      await list<string[]>(productApi.analystList, {
        brand: ['TRW', 'ATE'],
        groupCode: 'BRK',
        subGroupCode: 'PAD',
      }),
    ).toEqual(['Boris', 'Clara']);
    expect(
      await list<string[]>(productApi.analystList, { brand: ['MAHLE'], groupCode: 'BRK' }),
    ).toEqual([]);
    expect(await list<string[]>(productApi.analystList, undefined, otherManager)).toEqual(['Otto']);
  });
});

describe('bad input and access', () => {
  const calls: [path: string, body: unknown][] = [
    [productApi.productPage, firstPage],
    [productApi.brandList, undefined],
    [productApi.groupList, { brand: [] }],
    [productApi.subGroupList, { brand: [], groupCode: 'FLT' }],
    [productApi.analystList, undefined],
  ];

  it.each(calls)(
    '%s is for CatalogManager only (403), and for nobody signed out (401)',
    async (path, body) => {
      for (const user of [translator, contentManager]) {
        const response = await t.post(path, body, user);
        expect(response.statusCode).toBe(403);
        expect(response.json<ErrorAnswer>().message).toBe(messages.forbidden);
      }
      expect((await t.post(path, body, null)).statusCode).toBe(401);
    },
  );

  it('ProductList is for CatalogManager only (403), and for nobody signed out (401)', async () => {
    const fields: [string, string][] = [['brand', 'MAHLE']];
    expect((await postProductList(fields, 'multipart', translator)).statusCode).toBe(403);
    expect((await postProductList(fields, 'urlencoded', contentManager)).statusCode).toBe(403);
    expect((await postProductList(fields, 'urlencoded', null)).statusCode).toBe(401);
  });

  it.each([
    [productApi.productPage, { ...firstPage }],
    [productApi.groupList, {}],
    [productApi.subGroupList, { groupCode: 'BRK' }],
    [productApi.analystList, {}],
  ])('%s refuses more than 50 brands (400)', async (path, body) => {
    const brand = Array.from({ length: productBrandLimit + 1 }, (_, index) => `B${index}`);
    const response = await t.post(path, { ...body, brand }, manager);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorAnswer>().errors).toEqual({
      brand: [tooManyBrands],
    });
    // Fifty are taken.
    expect((await t.post(path, { ...body, brand: brand.slice(1) }, manager)).statusCode).toBe(200);
  });

  it.each([
    ['brand', { brand: ['B'.repeat(51)] }, 'brand.0'],
    ['groupCode', { groupCode: 'G'.repeat(21) }, 'groupCode'],
    ['subGroupCode', { groupCode: 'FLT', subGroupCode: 'S'.repeat(21) }, 'subGroupCode'],
    ['analyst', { analyst: 'A'.repeat(51) }, 'analyst'],
  ])('ProductPage refuses an over-long %s (400)', async (_name, filter, field) => {
    const response = await t.post(productApi.productPage, { ...firstPage, ...filter }, manager);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorAnswer>()).toMatchObject({ key: 'valueTooLong' });
    expect(response.json<ErrorAnswer>().errors).toHaveProperty([field]);
  });

  it('refuses a subgroup without its group, wrong types and bad paging (400)', async () => {
    const bodies: [string, unknown][] = [
      [productApi.productPage, { ...firstPage, subGroupCode: 'OIL' }],
      [productApi.analystList, { subGroupCode: 'PAD' }],
      [productApi.productPage, { ...firstPage, brand: 'MAHLE' }],
      [productApi.productPage, { ...firstPage, brand: [7] }],
      [productApi.productPage, { ...firstPage, groupCode: 7 }],
      [productApi.productPage, { size: -1, page: 0 }],
      [productApi.productPage, { size: 20 }],
      [productApi.productPage, { ...firstPage, groupCode: 'FL\u0007T' }],
      [productApi.groupList, { brand: 'MAHLE' }],
      [productApi.groupList, '"MAHLE"'],
      [productApi.subGroupList, { groupCode: ['FLT'] }],
    ];
    for (const [path, body] of bodies) {
      const response = await t.post(path, body, manager);
      expect(response.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
    }
    const orphan = await t.post(
      productApi.productPage,
      { ...firstPage, subGroupCode: 'OIL' },
      manager,
    );
    expect(orphan.json<ErrorAnswer>().errors).toEqual({
      subGroupCode: [needsGroup],
    });
  });
});
