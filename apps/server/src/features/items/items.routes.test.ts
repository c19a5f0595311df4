import { beforeAll, describe, expect, it } from 'vitest';
import {
  itemApi,
  messages,
  type ErrorAnswer,
  type ItemListRow,
  type ItemSearchRow,
  type PagedAnswer,
} from '@bo/contract';
import {
  makeItem,
  makeItemCriterion,
  makeItemFile,
  makeItemTranslation,
} from '../../test/factories/items.js';
import {
  t,
  translator,
  otherTranslator,
  customer,
  contentManager,
  listCompany,
  lister,
  page,
  openItemsApp,
} from '../../test/scenes/items.js';

openItemsApp();

describe('the analytics list (C§2.1)', () => {
  let listed: { itemNo: string }[];
  beforeAll(async () => {
    const db = t.deps.db;
    const listItem = (itemNo: string, description: string, searchDescription = '') =>
      makeItem(db, { comId: listCompany, itemNo, description, searchDescription });
    const a = await listItem('LA100', 'Cabin filter');
    const b = await listItem('LA200', 'Air filter');
    const c = await listItem('GDB300', 'Brake pad set');
    const d = await listItem('WB400', 'Wheel bearing kit', 'hub front axle');
    const e = await listItem('OC500', 'Oil filter');
    listed = [a, b, c, d, e];
    await makeItemTranslation(db, a, 'uk');
    await makeItemTranslation(db, a, 'en');
    await makeItemTranslation(db, c, 'uk');
    await makeItemFile(db, a, { fileType: 1 });
    await makeItemFile(db, a, { fileType: 5 });
    await makeItemFile(db, a, { fileType: 2, fileName: 'guide.pdf' });
    await makeItemFile(db, a, {
      fileType: 4,
      fileName: 'https://example.com/a',
      pathName: '',
      url: 'https://example.com/a',
      hidden: true,
    });
    await makeItemCriterion(db, a, 'Height, mm', '80');
    await makeItemCriterion(db, a, 'Thread', 'M20x1.5');
    await makeItemCriterion(db, b, 'Length, mm', '240');
  });

  it('sorts by ItemNo by default and answers the counts and languages of each row', async () => {
    const response = await page(lister, '', { size: 3, page: 0, desc: false });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<PagedAnswer<ItemListRow>>();
    const next = (await page(lister, '', { size: 3, page: 1, desc: false })).json<
      PagedAnswer<ItemListRow>
    >();
    expect(answer.total).toBe(listed.length);
    expect(answer.pageCount).toBe(2);
    expect([...answer.rows, ...next.rows].map((row) => row.itemNo)).toEqual([
      'GDB300',
      'LA100',
      'LA200',
      'OC500',
      'WB400',
    ]);
    expect(answer.rows[1]).toEqual({
      itemNo: 'LA100',
      description: 'Cabin filter',
      searchDescription: '',
      languages: [
        { lang: 'uk', translated: true },
        { lang: 'ru', translated: false },
        { lang: 'en', translated: true },
      ],
      pictures: 2,
      pdfs: 1,
      links: 1,
      criteria: 2,
    });
    expect(answer.rows[2]).toMatchObject({ pictures: 0, pdfs: 0, links: 0, criteria: 1 });
  });

  it('sorts by Description, either way, and pages', async () => {
    const ascending = await page(lister, '?orderBy=Description', { size: 2, page: 1, desc: false });
    const rows = ascending.json<PagedAnswer<ItemListRow>>();
    expect(rows.rows.map((row) => row.description)).toEqual(['Cabin filter', 'Oil filter']);
    expect(rows.pageCount).toBe(3);
    const descending = await page(lister, '?orderBy=description', { size: 2, page: 0, desc: true });
    expect(descending.json<PagedAnswer<ItemListRow>>().rows.map((row) => row.itemNo)).toEqual([
      'WB400',
      'OC500',
    ]);
  });

  it('searches the number, description and search description, in any letter case', async () => {
    const byNumber = await page(lister, '?filter=la1');
    expect(byNumber.json<PagedAnswer<ItemListRow>>().rows.map((row) => row.itemNo)).toEqual([
      'LA100',
    ]);
    const byDescription = await page(lister, '?filter=FILTER&orderBy=Description');
    const found = byDescription.json<PagedAnswer<ItemListRow>>();
    expect(found.rows.map((row) => row.itemNo)).toEqual(['LA200', 'LA100', 'OC500']);
    expect(found.total).toBe(3);
    const bySearchDescription = await page(lister, '?filter=front%20axle');
    expect(bySearchDescription.json<PagedAnswer<ItemListRow>>().rows).toHaveLength(1);
    const percent = await page(lister, '?filter=%25');
    expect(percent.json<PagedAnswer<ItemListRow>>().total).toBe(0);
  });

  it('keeps the items missing a language with missingLang, and combines it with the search', async () => {
    const missingUk = await page(lister, '?missingLang=uk');
    expect(missingUk.json<PagedAnswer<ItemListRow>>().rows.map((row) => row.itemNo)).toEqual([
      'LA200',
      'OC500',
      'WB400',
    ]);
    const missingEn = await page(lister, '?missingLang=EN&filter=filter');
    expect(missingEn.json<PagedAnswer<ItemListRow>>().rows.map((row) => row.itemNo)).toEqual([
      'LA200',
      'OC500',
    ]);
    const unknown = await page(lister, '?missingLang=de');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorAnswer>()).toMatchObject({
      key: 'itemLanguageUnknown',
      message: messages.itemLanguageUnknown('de'),
    });
  });

  it('caps All (size 0) and says so', async () => {
    const all = await page(lister, '', { size: 0, page: 0, desc: false });
    const answer = all.json<PagedAnswer<ItemListRow>>();
    expect(answer.rows).toHaveLength(4);
    expect(answer).toMatchObject({ total: 5, capped: true, pageCount: 1 });
  });

  it('shows only the caller company’s items', async () => {
    const other = await page(otherTranslator, '?filter=LA100');
    expect(other.json<PagedAnswer<ItemListRow>>().total).toBe(0);
  });

  it('refuses a bad page body', async () => {
    expect((await page(lister, '', { size: -1, page: 0 })).statusCode).toBe(400);
    expect((await page(lister, '', { size: 25 })).statusCode).toBe(400);
    expect((await page(lister, `?filter=${'a'.repeat(201)}`)).statusCode).toBe(400);
  });
});

describe('the item search (A§5)', () => {
  beforeAll(async () => {
    for (const itemNo of ['OC90', 'OC91', 'OC100', 'XOC1']) await makeItem(t.deps.db, { itemNo });
    await makeItem(t.deps.db, { itemNo: 'OC92', comId: 2 });
  });

  const search = async (pattern: unknown, user = translator) => {
    const response = await t.post(itemApi.searchItems, pattern, user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ItemSearchRow[]>().map((row) => row.itemNo);
  };

  it('matches the upper-case number with % as the wildcard, in the caller’s company', async () => {
    expect(await search('OC%')).toEqual(['OC100', 'OC90', 'OC91']);
    expect(await search('%OC1%')).toEqual(['OC100', 'XOC1']);
    expect(await search('OC90')).toEqual(['OC90']);
    expect(await search('OC%', otherTranslator)).toEqual(['OC92']);
  });

  it('cleans the pattern again: upper case, * as %, other characters removed', async () => {
    expect(await search('oc*')).toEqual(['OC100', 'OC90', 'OC91']);
    expect(await search('o-c_9 0')).toEqual(['OC90']);
    expect(await search('!!')).toEqual([]);
    expect(await search('')).toEqual([]);
  });

  it('answers at most 50 rows', async () => {
    const db = t.deps.db;
    for (let i = 0; i < 55; i++) await makeItem(db, { itemNo: `MANY${i}` });
    expect(await search('MANY%')).toHaveLength(50);
  });

  it('answers a content manager, who picks the catalogue items of an action', async () => {
    const response = await t.post(itemApi.searchItems, 'OC9%', contentManager);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ itemNo: string }[]>().map((item) => item.itemNo)).toEqual([
      'OC90',
      'OC91',
    ]);
  });

  it('refuses a body that is not a string, and other roles', async () => {
    expect((await t.post(itemApi.searchItems, { pattern: 'OC' }, translator)).statusCode).toBe(400);
    expect((await t.post(itemApi.searchItems, 'OC%', customer)).statusCode).toBe(403);
  });
});

describe('paths', () => {
  it('are matched case-insensitively', async () => {
    const response = await t.post('/api/items/languages', undefined, translator);
    expect(response.statusCode).toBe(200);
  });
});
