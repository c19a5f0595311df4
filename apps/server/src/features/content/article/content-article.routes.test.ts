import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, contentApi, englishT, type Article, type ContentTerm } from '@bo/contract';
import { seedCompanyContent } from './content.demo.js';
import {
  articleForm,
  keyOf,
  messageOf,
  png,
  validArticleFields as validFields,
} from '../../../test/factories/content.js';
import {
  t,
  manager,
  otherManager,
  create,
  get,
  updateRaw,
  list,
  storedFile,
  auditOf,
  openContentArticleApp,
} from '../../../test/scenes/content-article.js';

openContentArticleApp();

describe('content: the article', () => {
  it('creates an article with pictures and answers it with its item type', async () => {
    const id = await create(
      { title: 'Подарунки Згорани', contentType: '3', isGift: 'true', incomeStop: 'true' },
      manager,
      { picFile1: png(), thumbFile1: png(), slideFile1: png() },
    );
    const article = await get(String(id));
    expect(article).toMatchObject({
      comId: 1,
      contentId: id,
      contentType: 3,
      parentContentId: 0,
      title: 'Подарунки Згорани',
      alias: 'podarunky-zghorany',
      isGift: true,
      incomeStop: true,
      itemType: 2,
      costName: 'балів',
      dateFrom: '2030-03-01',
      orderTo: '2030-04-01',
      text: '<p>Текст</p>',
    });
    for (const url of [article.picFile, article.thumbFile, article.slideFile]) {
      expect(url).toMatch(/^\/uploads\/content\/1\/.+\.png$/);
      expect(fs.existsSync(storedFile(url ?? ''))).toBe(true);
    }
    const audit = await auditOf('content', id);
    expect(audit.map((row) => row.action)).toEqual(['create']);
    expect(audit[0]?.actorLogin).toBe(manager.login);
  });

  it('keeps isGift for type 3 only, income stop and is finished for gift items only', async () => {
    const news = await get(
      await create({ contentType: '2', isGift: 'true', incomeStop: 'true', isFinished: 'true' }),
    );
    expect(news).toMatchObject({
      isGift: false,
      incomeStop: false,
      isFinished: false,
      itemType: 0,
    });
    const action = await get(await create({ isGift: 'false', isFinished: 'true' }));
    expect(action).toMatchObject({ isGift: false, isFinished: false, itemType: 1 });
    const offer = await get(await create({ contentType: '4' }));
    expect(offer.itemType).toBe(1);
  });

  it('makes the alias from the Ukrainian title, cleans a typed one and keeps it unique', async () => {
    const first = await get(await create({ title: 'Щербухи Юрій Яготин' }));
    const second = await get(await create({ title: 'Щербухи Юрій Яготин' }));
    const third = await get(await create({ title: 'Щербухи Юрій Яготин' }));
    expect([first.alias, second.alias, third.alias]).toEqual([
      'shcherbukhy-yurii-yahotyn',
      'shcherbukhy-yurii-yahotyn-2',
      'shcherbukhy-yurii-yahotyn-3',
    ]);
    const typed = await get(await create({ title: 'x', alias: '  Знам’янка Alushta!! ' }));
    expect(typed.alias).toBe('znamianka-alushta');
    // Another company may use the same alias.
    const other = await get(
      await create({ title: 'Щербухи Юрій Яготин' }, otherManager),
      otherManager,
    );
    expect(other.alias).toBe('shcherbukhy-yurii-yahotyn');
    // An update that keeps its alias keeps it; one that empties it gets it from the title again.
    const kept = await updateRaw(second.contentId, { alias: second.alias, title: 'Інша назва' });
    expect(kept.json<Article>().alias).toBe('shcherbukhy-yurii-yahotyn-2');
    const renamed = await updateRaw(second.contentId, { alias: '' });
    expect(renamed.json<Article>().alias).toBe('insha-nazva');
    const punctuation = await get(await create({ title: '!!!' }));
    expect(punctuation.alias).toMatch(/^content(-\d+)?$/);
  });

  it('computes the order window while add14Days is on and ignores the sent one', async () => {
    const sentWindow = { orderFrom: '2030-03-05', orderTo: '2030-03-06' };
    const plain = await get(await create({ add14Days: 'true', ...sentWindow }));
    expect(plain).toMatchObject({ orderFrom: '2030-03-15', orderTo: '2030-04-15' });
    const shipped = await get(
      await create({ add14Days: 'true', autoShipment: 'true', ...sentWindow }),
    );
    expect(shipped).toMatchObject({
      orderFrom: '2030-04-15',
      orderTo: addDays('2030-04-15', 90),
    });
    // Without it the window is the one sent (autoShipment alone changes nothing).
    const own = await get(
      await create({ autoShipment: 'true', orderFrom: '2030-03-10', orderTo: '2030-05-01' }),
    );
    expect(own).toMatchObject({ orderFrom: '2030-03-10', orderTo: '2030-05-01' });
    // Without the order dates at all, add14Days still computes them.
    const missing = await get(await create({ add14Days: 'true', orderFrom: '', orderTo: '' }));
    expect(missing).toMatchObject({ orderFrom: '2030-03-15', orderTo: '2030-04-15' });
  });

  it('stores the rich text without script, javascript: links or event handlers', async () => {
    const id = await create({
      text:
        '<p onclick="alert(1)">Hello<script>alert(1)</script></p>' +
        '<a href="javascript:alert(1)">link</a><img src="x.png" onerror="alert(1)">' +
        '<p><img src="/uploads/files/1/banner.png" alt="b"></p>',
    });
    expect((await get(id)).text).toBe(
      '<p>Hello</p><a>link</a><img src="x.png" />' +
        '<p><img src="/uploads/files/1/banner.png" alt="b" /></p>',
    );
  });

  it('updates the sent fields, keeps the others and replaces a picture', async () => {
    const id = await create({ maxOrderItems: '12', costName: 'бонусів' }, manager, {
      picFile1: png(),
    });
    const before = await get(id);
    const response = await updateRaw(
      id,
      { Title: 'Оновлена акція', maxorderitems: '9999', active: 'false' },
      manager,
      { picFile1: png() },
    );
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<Article>();
    expect(after).toMatchObject({
      title: 'Оновлена акція',
      maxOrderItems: 9999,
      active: false,
      costName: 'бонусів',
      description: before.description,
      dateFrom: before.dateFrom,
    });
    expect(after.picFile).not.toBe(before.picFile);
    expect(fs.existsSync(storedFile(before.picFile ?? ''))).toBe(false);
    expect(fs.existsSync(storedFile(after.picFile ?? ''))).toBe(true);
    const audit = await auditOf('content', id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update']);
  });

  it("answers 404 for another company's content, and 400 for a bad id", async () => {
    const id = await create({}, otherManager);
    for (const call of [contentApi.get, contentApi.delete, contentApi.terms]) {
      const response = await t.post(call, id, manager);
      expect(response.statusCode, call).toBe(404);
      expect(messageOf(response)).toBe(englishT('contentNotFound'));
    }
    expect((await updateRaw(id, { title: 'Stolen' })).statusCode).toBe(404);
    expect((await get(id, otherManager)).title).toBe(validFields.title);
    const badId = await updateRaw(0, {});
    expect(badId.statusCode).toBe(400);
    expect(keyOf(badId)).toBe('contentIdInvalid');
    expect((await t.post(contentApi.get, 'seven', manager)).statusCode).toBe(400);
  });
});

describe('content: DeletePic', () => {
  it('removes one picture of the article given as an object or an id', async () => {
    const id = await create({}, manager, { picFile1: png(), thumbFile1: png() });
    const before = await get(id);
    const response = await t.post(`${contentApi.deletePic}?picFileType=thumbFile`, before, manager);
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<Article>();
    expect(after.thumbFile).toBeNull();
    expect(after.picFile).toBe(before.picFile);
    expect(fs.existsSync(storedFile(before.thumbFile ?? ''))).toBe(false);
    // Again: nothing left to delete, the article as it is.
    const again = await t.post(`/api/content/deletepic?picFileType=thumbFile`, id, manager);
    expect(again.statusCode).toBe(200);
    expect(again.json<Article>().thumbFile).toBeNull();
  });

  it("refuses an unknown picFileType (400) and another company's article (404)", async () => {
    const id = await create({}, manager, { picFile1: png() });
    const unknown = await t.post(`${contentApi.deletePic}?picFileType=bannerFile`, id, manager);
    expect(unknown.statusCode).toBe(400);
    const missing = await t.post(contentApi.deletePic, id, manager);
    expect(missing.statusCode).toBe(400);
    const other = await t.post(`${contentApi.deletePic}?picFileType=picFile`, id, otherManager);
    expect(other.statusCode).toBe(404);
    expect((await get(id)).picFile).not.toBeNull();
  });
});

describe('content: demo data', () => {
  it('seeds about 60 contents of every type and state, pictured, with gift actions and their sub-offers', async () => {
    await t.deps.db.execute(sql`insert into companies (com_id, name) values (3, 'Company 3')`);
    const seeded = await seedCompanyContent(t.deps.db, t.deps.storage, 3);
    expect(seeded).toBeGreaterThanOrEqual(55);
    const user = await t.makeUser({ roles: ['ContentManager'], comId: 3 });
    const all = await list({}, '', user);
    const subOffers = all.rows.flatMap((row) => row.subOffers);
    expect(all.total + subOffers.length).toBe(seeded);
    expect(new Set(all.rows.map((row) => row.contentType))).toEqual(new Set([1, 2, 3, 4, 6]));
    const gifts = all.rows.filter((row) => row.isGift);
    expect(gifts.length).toBeGreaterThanOrEqual(5);
    for (const gift of gifts) expect([2, 3]).toContain(gift.subOffers.length);
    expect((await list({ archived: true }, '', user)).total).toBeGreaterThan(0);
    expect((await list({ actual: true }, '', user)).total).toBeGreaterThan(0);
    expect(all.rows.some((row) => !row.active)).toBe(true);
    const article = await get(all.rows[0]?.contentId ?? 0, user);
    expect(article.text).toContain('<h2>');
    for (const url of [article.picFile, article.thumbFile, article.slideFile])
      expect(fs.existsSync(storedFile(url ?? ''))).toBe(true);
    const terms = await t.post(contentApi.terms, gifts[0]?.contentId, user);
    expect(terms.json<ContentTerm[]>().length).toBeGreaterThan(0);
  });
});

describe('content: access', () => {
  const calls = Object.values(contentApi);

  it('refuses every call to a role other than ContentManager (403), and to no one signed in (401)', async () => {
    const catalogManager = await t.makeUser({ roles: ['CatalogManager', 'NotificationManager'] });
    for (const call of calls) {
      const response = await t.post(call, 1, catalogManager);
      expect(response.statusCode, call).toBe(403);
      expect((await t.post(call, 1, null)).statusCode, call).toBe(401);
    }
    const form = await t.postForm(contentApi.create, articleForm(validFields), catalogManager);
    expect(form.statusCode).toBe(403);
  });

  it('matches the paths in any letter case', async () => {
    const response = await t.post('/API/CONTENT/contentlist', { size: 1, page: 0 }, manager);
    expect(response.statusCode).toBe(200);
  });
});
