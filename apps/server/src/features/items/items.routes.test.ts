import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  itemApi,
  messages,
  type ErrorAnswer,
  type ItemCard,
  type ItemListRow,
  type ItemSearchRow,
  type ItemTranslation,
  type ItemView,
  type PagedAnswer,
  type SaveTranslateAnswer,
} from '@bo/contract';
import { auditLog } from '../../platform/db/platform.schema.js';
import {
  makeCompany,
  makeItem,
  makeItemCriterion,
  makeItemFile,
  makeItemTranslation,
} from '../../test/factories.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { items, itemTranslations } from './items.schema.js';

let t: TestApp;
let translator: TestUser;
let admin: TestUser;
let otherTranslator: TestUser;
let customer: TestUser;
let contentManager: TestUser;
/** A company of this file's own, so that list totals count only what the tests below make. */
let listCompany: number;
let lister: TestUser;

beforeAll(async () => {
  t = await createTestApp({ allRowsCap: 4 });
  translator = await t.makeUser({ roles: ['TranslateManager'] });
  admin = await t.makeUser({ roles: ['Admin'] });
  otherTranslator = await t.makeUser({ roles: ['TranslateManager'], comId: 2 });
  customer = await t.makeUser({ roles: ['CustomerUser'], custNo: 'C100001' });
  contentManager = await t.makeUser({ roles: ['ContentManager', 'CatalogManager'] });
  listCompany = (await makeCompany(t.deps.db)).comId;
  lister = await t.makeUser({ roles: ['TranslateManager'], comId: listCompany });
});
afterAll(() => t.close());

const page = (user: TestUser, query = '', body: object = { size: 25, page: 0, desc: false }) =>
  t.post(`${itemApi.itemsPage}${query}`, body, user);

const translationRow = async (comId: number, itemNo: string, lang: string) =>
  (
    await t.deps.db
      .select()
      .from(itemTranslations)
      .where(
        and(
          eq(itemTranslations.comId, comId),
          eq(itemTranslations.itemNo, itemNo),
          eq(itemTranslations.lang, lang),
        ),
      )
  )[0];
const itemRow = async (itemNo: string) =>
  (
    await t.deps.db
      .select()
      .from(items)
      .where(and(eq(items.comId, 1), eq(items.itemNo, itemNo)))
  )[0];

describe('the analytics list (C§2.1)', () => {
  let listed: { itemNo: string }[];
  beforeAll(async () => {
    const db = t.deps.db;
    const comId = listCompany;
    const a = await makeItem(db, {
      comId,
      itemNo: 'LA100',
      description: 'Cabin filter',
      searchDescription: '',
    });
    const b = await makeItem(db, {
      comId,
      itemNo: 'LA200',
      description: 'Air filter',
      searchDescription: '',
    });
    const c = await makeItem(db, {
      comId,
      itemNo: 'GDB300',
      description: 'Brake pad set',
      searchDescription: '',
    });
    const d = await makeItem(db, {
      comId,
      itemNo: 'WB400',
      description: 'Wheel bearing kit',
      searchDescription: 'hub front axle',
    });
    const e = await makeItem(db, {
      comId,
      itemNo: 'OC500',
      description: 'Oil filter',
      searchDescription: '',
    });
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

describe('the item card (C§2.2) and the item page', () => {
  let card: ItemCard;
  const itemNo = 'CARD1';
  beforeAll(async () => {
    const db = t.deps.db;
    const item = await makeItem(db, { itemNo, description: 'Oil filter MAHLE', brand: 'MAHLE' });
    await makeItemTranslation(db, item, 'ru', {
      description: 'Фильтр масляный',
      longText: '<p>Текст</p>',
    });
    // The panels' order: visible before hidden, supplier (non-manual) before manual, then sort.
    await makeItemFile(db, item, { fileName: 'manual.png', manual: true, sourceType: 2, sort: 1 });
    await makeItemFile(db, item, { fileName: 'hidden.jpg', hidden: true, sort: 0 });
    await makeItemFile(db, item, { fileName: 'second.jpg', sort: 20 });
    await makeItemFile(db, item, { fileName: 'main.jpg', sort: 30, mainPic: true });
    await makeItemFile(db, item, { fileName: 'sheet.pdf', fileType: 2, sort: 5 });
    await makeItemFile(db, item, {
      fileName: 'https://www.mahle.com/oc',
      pathName: '',
      url: 'https://www.mahle.com/oc',
      fileType: 4,
      fileDescript: 7,
    });
    await makeItemCriterion(db, item, 'Height, mm', '80');
    const response = await t.post(itemApi.getItem, 'card1', translator);
    expect(response.statusCode, response.body).toBe(200);
    card = response.json<ItemCard>();
  });

  it('answers the item with translates, files in the panels’ order and criterias', () => {
    expect(card).toMatchObject({
      itemNo,
      description: 'Oil filter MAHLE',
      brand: 'MAHLE',
      firstPic: '/uploads/items/1/supplier/main.jpg',
      translates: {
        uk: null,
        en: null,
        ru: {
          description: 'Фильтр масляный',
          searchDescription: '',
          shortText: '',
          longText: '<p>Текст</p>',
        },
      },
      criterias: [{ name: 'Height, mm', value: '80' }],
    });
    expect(card.files.map((file) => file.fileName)).toEqual([
      'sheet.pdf',
      'https://www.mahle.com/oc',
      'second.jpg',
      'main.jpg',
      'manual.png',
      'hidden.jpg',
    ]);
    expect(card.files.find((file) => file.fileName === 'hidden.jpg')).toMatchObject({
      hidden: 1,
      manual: false,
      mainPic: false,
      url: '/uploads/items/1/supplier/hidden.jpg',
      comId: 1,
      sourceType: 1,
    });
    expect(card.files[1]?.url).toBe('https://www.mahle.com/oc');
  });

  it('is the same for an Admin, and 404 for another company’s translator', async () => {
    expect((await t.post(itemApi.getItem, itemNo, admin)).json<ItemCard>().itemNo).toBe(itemNo);
    const other = await t.post(itemApi.getItem, itemNo, otherTranslator);
    expect(other.statusCode).toBe(404);
    expect(other.json<ErrorAnswer>()).toMatchObject({
      key: 'itemNotFound',
      message: messages.itemNotFound(itemNo),
    });
  });

  it('refuses roles other than TranslateManager and Admin (403) and anonymous callers (401)', async () => {
    for (const user of [customer, contentManager]) {
      expect((await t.post(itemApi.getItem, itemNo, user)).statusCode).toBe(403);
      expect((await page(user)).statusCode).toBe(403);
    }
    expect((await t.post(itemApi.getItem, itemNo, null)).statusCode).toBe(401);
  });

  it('refuses a number over 20 characters or with characters the search removes', async () => {
    for (const bad of ['A'.repeat(21), 'OC-90', 'OC 90', 'OC%', '', 'ОС90']) {
      const response = await t.post(itemApi.getItem, bad, translator);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json<ErrorAnswer>().message).toBe(messages.itemNoInvalid);
    }
    expect((await t.post(itemApi.getItem, 12, translator)).statusCode).toBe(400);
    expect((await t.post(itemApi.getItem, 'NOSUCH1', translator)).statusCode).toBe(404);
  });

  it('shows the item page to any signed-in user of the company: visible files, first picture first', async () => {
    const response = await t.post(itemApi.itemView, 'card1', customer);
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json<ItemView>();
    expect(view.pictures.map((file) => file.fileName)).toEqual([
      'main.jpg',
      'second.jpg',
      'manual.png',
    ]);
    expect(view.pdfs.map((file) => file.fileName)).toEqual(['sheet.pdf']);
    expect(view.links.map((file) => file.url)).toEqual(['https://www.mahle.com/oc']);
    expect(view.firstPic).toBe('/uploads/items/1/supplier/main.jpg');
    expect(view.translates.ru?.description).toBe('Фильтр масляный');
    expect(view.criterias).toEqual([{ name: 'Height, mm', value: '80' }]);
    expect(JSON.stringify(view)).not.toContain('hidden.jpg');
    expect((await t.post(itemApi.itemView, itemNo, otherTranslator)).statusCode).toBe(404);
    expect((await t.post(itemApi.itemView, itemNo, null)).statusCode).toBe(401);
  });

  it('takes the first visible picture when none is marked', async () => {
    const item = await makeItem(t.deps.db, { itemNo: 'NOMAIN1' });
    await makeItemFile(t.deps.db, item, { fileName: 'b.jpg', sort: 2 });
    await makeItemFile(t.deps.db, item, { fileName: 'a.jpg', sort: 1, hidden: true });
    const response = await t.post(itemApi.getItem, 'NOMAIN1', translator);
    expect(response.json<ItemCard>().firstPic).toBe('/uploads/items/1/supplier/b.jpg');
    const bare = await makeItem(t.deps.db);
    expect((await t.post(itemApi.getItem, bare.itemNo, translator)).json<ItemCard>()).toMatchObject(
      { firstPic: null, files: [], criterias: [], translates: { uk: null, ru: null, en: null } },
    );
  });
});

describe('languages and translations (C§2.2, A§2)', () => {
  it('lists uk, ru and en, Ukrainian first', async () => {
    const response = await t.post(itemApi.languages, undefined, translator);
    expect(response.json()).toEqual([
      { lang: 'uk', name: 'Ukrainian' },
      { lang: 'ru', name: 'Russian' },
      { lang: 'en', name: 'English' },
    ]);
    expect((await t.post(itemApi.languages, undefined, customer)).statusCode).toBe(403);
  });

  it('answers empty strings for a missing translation', async () => {
    const item = await makeItem(t.deps.db);
    const response = await t.post(
      itemApi.getTranslate,
      { itemNo: item.itemNo.toLowerCase(), lang: 'uk' },
      translator,
    );
    expect(response.json<ItemTranslation>()).toEqual({
      itemNo: item.itemNo,
      lang: 'uk',
      description: '',
      searchDescription: '',
      shortText: '',
      longText: '',
    });
  });

  it('adds, then updates a translation, marks the language translated and audits both', async () => {
    const item = await makeItem(t.deps.db);
    const body = {
      lang: 'uk',
      itemNo: item.itemNo,
      description: ' Фільтр масляний ',
      searchDescription: 'фільтр',
      shortText: 'Короткий',
      longText: '<p>Довгий <strong>текст</strong></p>',
    };
    const added = await t.post(itemApi.saveTranslate, body, translator);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<SaveTranslateAnswer>()).toEqual({
      ...body,
      description: 'Фільтр масляний',
      changed: true,
    });
    const updated = await t.post(
      itemApi.saveTranslate,
      { ...body, description: 'Фільтр оливний' },
      admin,
    );
    expect(updated.json<ItemTranslation>().description).toBe('Фільтр оливний');
    const fetched = await t.post(
      itemApi.getTranslate,
      { itemNo: item.itemNo, lang: 'uk' },
      translator,
    );
    expect(fetched.json<ItemTranslation>().description).toBe('Фільтр оливний');
    const [row] = await t.deps.db
      .select({ langs: items.translatedLangs })
      .from(items)
      .where(and(eq(items.comId, 1), eq(items.itemNo, item.itemNo)));
    expect(row?.langs).toEqual(['uk']);
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'item-translation'), eq(auditLog.entityId, `${item.itemNo}/uk`)),
      )
      .orderBy(auditLog.id);
    expect(audits.map((audit) => audit.action)).toEqual(['create', 'update']);
  });

  it('writes nothing for a save that changes nothing, and answers changed: false (issue 31)', async () => {
    const item = await makeItem(t.deps.db);
    const body = {
      lang: 'en',
      itemNo: item.itemNo,
      description: 'Oil filter',
      searchDescription: 'filter',
      shortText: 'Short',
      longText: '<p>Long</p>',
    };
    const added = await t.post(itemApi.saveTranslate, body, translator);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<SaveTranslateAnswer>()).toMatchObject(body);
    const storedBefore = await translationRow(1, item.itemNo, 'en');
    const itemBefore = await itemRow(item.itemNo);
    // The same texts again, once as sent and once with spaces the server trims away.
    const answers: SaveTranslateAnswer[] = [];
    for (const again of [body, { ...body, description: ' Oil filter ' }]) {
      const response = await t.post(itemApi.saveTranslate, again, translator);
      expect(response.statusCode, response.body).toBe(200);
      answers.push(response.json<SaveTranslateAnswer>());
    }
    expect(await translationRow(1, item.itemNo, 'en')).toEqual(storedBefore);
    expect(await itemRow(item.itemNo)).toEqual(itemBefore);
    // No translation, and nothing to save: still nothing written.
    const empty = await t.post(
      itemApi.saveTranslate,
      { lang: 'ru', itemNo: item.itemNo, description: ' ', longText: '<p></p>' },
      translator,
    );
    expect(empty.statusCode, empty.body).toBe(200);
    expect(await translationRow(1, item.itemNo, 'ru')).toBeUndefined();
    expect(await itemRow(item.itemNo)).toEqual(itemBefore);
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'item-translation'), like(auditLog.entityId, `${item.itemNo}/%`)),
      )
      .orderBy(auditLog.id);
    expect(audits.map((audit) => [audit.entityId, audit.action])).toEqual([
      [`${item.itemNo}/en`, 'create'],
    ]);
    // Said so: the answer is what is stored, and that nothing changed.
    expect(added.json<SaveTranslateAnswer>().changed).toBe(true);
    expect(answers).toEqual([
      { ...body, changed: false },
      { ...body, changed: false },
    ]);
    expect(empty.json<SaveTranslateAnswer>()).toMatchObject({ description: '', changed: false });
    // A real change is still saved and audited.
    const changed = await t.post(
      itemApi.saveTranslate,
      { ...body, shortText: 'Shorter' },
      translator,
    );
    expect(changed.json<SaveTranslateAnswer>()).toMatchObject({
      shortText: 'Shorter',
      changed: true,
    });
  });

  it('stores a long text carrying script or event handlers sanitised', async () => {
    const item = await makeItem(t.deps.db);
    const response = await t.post(
      itemApi.saveTranslate,
      {
        lang: 'en',
        itemNo: item.itemNo,
        description: 'Oil filter',
        longText:
          '<p onmouseover="alert(1)">Fits <a href="javascript:alert(1)">here</a></p><script>alert(2)</script><img src=x onerror=alert(3)>',
      },
      translator,
    );
    expect(response.statusCode).toBe(200);
    const stored = await translationRow(1, item.itemNo, 'en');
    expect(stored?.longText).toBe('<p>Fits <a>here</a></p><img src="x" />');
    expect(response.json<ItemTranslation>().longText).toBe(stored?.longText);
  });

  it('saves a long text with no element as empty, and removes a translation saved all empty', async () => {
    const item = await makeItem(t.deps.db);
    const base = { lang: 'ru', itemNo: item.itemNo, description: 'Фильтр' };
    const saved = await t.post(itemApi.saveTranslate, { ...base, longText: '<p></p>' }, translator);
    expect(saved.json<ItemTranslation>().longText).toBe('');
    const cleared = await t.post(
      itemApi.saveTranslate,
      { ...base, description: '', longText: '<p><br></p>' },
      translator,
    );
    expect(cleared.statusCode).toBe(200);
    expect(await translationRow(1, item.itemNo, 'ru')).toBeUndefined();
    const listed = await t.post(
      `${itemApi.itemsPage}?filter=${item.itemNo}&missingLang=ru`,
      { size: 25, page: 0, desc: false },
      translator,
    );
    expect(listed.json<PagedAnswer<ItemListRow>>().total).toBe(1);
  });

  it('refuses an unknown language, a bad number, another company’s item and too long texts, changing nothing', async () => {
    const item = await makeItem(t.deps.db);
    const body = { lang: 'uk', itemNo: item.itemNo, description: 'x' };
    const unknown = await t.post(itemApi.saveTranslate, { ...body, lang: 'de' }, translator);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorAnswer>().key).toBe('itemLanguageUnknown');
    const badNumber = await t.post(itemApi.saveTranslate, { ...body, itemNo: 'A-1' }, translator);
    expect(badNumber.json<ErrorAnswer>().key).toBe('itemNoInvalid');
    const other = await t.post(itemApi.saveTranslate, body, otherTranslator);
    expect(other.statusCode).toBe(404);
    const tooLong = await t.post(
      itemApi.saveTranslate,
      { ...body, description: 'x'.repeat(251) },
      translator,
    );
    expect(tooLong.statusCode).toBe(400);
    const wrongType = await t.post(itemApi.saveTranslate, { ...body, shortText: 5 }, translator);
    expect(wrongType.statusCode).toBe(400);
    const forbidden = await t.post(itemApi.saveTranslate, body, customer);
    expect(forbidden.statusCode).toBe(403);
    expect(await translationRow(1, item.itemNo, 'uk')).toBeUndefined();
    expect(await translationRow(2, item.itemNo, 'uk')).toBeUndefined();
    const getUnknown = await t.post(
      itemApi.getTranslate,
      { itemNo: item.itemNo, lang: 'xx' },
      translator,
    );
    expect(getUnknown.statusCode).toBe(400);
    const getOther = await t.post(
      itemApi.getTranslate,
      { itemNo: item.itemNo, lang: 'uk' },
      otherTranslator,
    );
    expect(getOther.statusCode).toBe(404);
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
