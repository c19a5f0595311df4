import { describe, expect, it } from 'vitest';
import {
  messages,
  productApi,
  productBrandLimit,
  renderText,
  text,
  type CodeName,
  type ErrorAnswer,
  type ProductRow,
} from '@bo/contract';
import {
  tooManyBrands,
  needsGroup,
  t,
  manager,
  otherManager,
  ordered,
  numbers,
  postProductList,
  list,
  openProductListApp,
} from '../../test/scenes/product-list.js';

openProductListApp();

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
