import { beforeAll, describe, expect, it } from 'vitest';
import { itemApi, messages, type ErrorAnswer, type ItemCard, type ItemView } from '@bo/contract';
import {
  makeItem,
  makeItemCriterion,
  makeItemFile,
  makeItemTranslation,
} from '../../test/factories/items.js';
import {
  t,
  translator,
  admin,
  otherTranslator,
  customer,
  contentManager,
  page,
  openItemsApp,
} from '../../test/scenes/items.js';

openItemsApp();

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
