import { describe, expect, it } from 'vitest';
import { messages, productApi, productBrandLimit, type ErrorAnswer } from '@bo/contract';
import {
  tooManyBrands,
  needsGroup,
  t,
  manager,
  otherManager,
  translator,
  contentManager,
  ordered,
  numbers,
  page,
  firstPage,
  postProductList,
  openProductListApp,
} from '../../test/scenes/product-list.js';

openProductListApp();

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
