import fs from 'node:fs';
import path from 'node:path';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  contentApi,
  englishT,
  messages,
  type Article,
  type ContentListRow,
  type ContentTerm,
  type ErrorAnswer,
  type PagedAnswer,
  type TextKey,
} from '@bo/contract';
import { auditLog } from '../../platform/db/platform.schema.js';
import { fileBlob, pngBytes } from '../../test/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { seedCompanyContent } from './content.demo.js';
import { newArticleText } from './content.form.js';
import { contents, contentTerms } from './content.schema.js';
import { today } from '../../platform/dates.js';

let t: TestApp;
let manager: TestUser;
let otherManager: TestUser;

beforeAll(async () => {
  t = await createTestApp({ uploadLimitBytes: 2 * 1024 * 1024 });
  manager = await t.makeUser({ roles: ['ContentManager'] });
  otherManager = await t.makeUser({ roles: ['ContentManager'], comId: 2 });
});
afterAll(() => t.close());

/** A valid article form: a current action, top level, no pictures. */
const validFields: Record<string, string> = {
  ...newArticleText,
  contentType: '3',
  title: 'Весняна акція',
  description: 'Знижки на фільтри',
  text: '<p>Текст</p>',
  costName: '',
  dateFrom: '2030-03-01',
  dateTo: '2030-04-01',
  orderFrom: '2030-03-01',
  orderTo: '2030-04-01',
};

type Pictures = Partial<Record<'picFile1' | 'thumbFile1' | 'slideFile1', Blob>>;

function articleForm(fields: Record<string, string>, pictures: Pictures = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [part, blob] of Object.entries(pictures)) form.append(part, blob, `${part}.png`);
  return form;
}

const png = () => fileBlob(pngBytes(), 'image/png');
const messageOf = (response: LightMyRequestResponse) => response.json<ErrorAnswer>().message;
const keyOf = (response: LightMyRequestResponse) => response.json<ErrorAnswer>().key;

const createRaw = (fields: Record<string, string>, user = manager, pictures: Pictures = {}) =>
  t.postForm(contentApi.create, articleForm({ ...validFields, ...fields }, pictures), user);

async function create(fields: Record<string, string> = {}, user = manager, pictures?: Pictures) {
  const response = await createRaw(fields, user, pictures);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<number>();
}

async function get(id: number | string, user = manager) {
  const response = await t.post(contentApi.get, id, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Article>();
}

const updateRaw = (
  id: number,
  fields: Record<string, string>,
  user = manager,
  pictures?: Pictures,
) =>
  t.postForm(contentApi.update, articleForm({ contentId: String(id), ...fields }, pictures), user);

async function list(body: object = {}, query = '', user = manager) {
  const response = await t.post(`${contentApi.list}${query}`, { size: 0, page: 0, ...body }, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PagedAnswer<ContentListRow>>();
}

const contentCount = async () =>
  (await t.deps.db.select({ total: count() }).from(contents))[0]?.total ?? 0;

const storedFile = (url: string) => path.join(t.config.dataDir, url);

async function auditOf(entity: string, id: number) {
  return t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));
}

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

describe('content: validation (B§5)', () => {
  const cases: [string, Record<string, string>, TextKey][] = [
    ['no type', { contentType: '' }, 'contentSpecifyType'],
    ['type 0', { contentType: '0' }, 'contentSpecifyType'],
    ['an unknown type', { contentType: '5' }, 'contentSpecifyType'],
    ['an empty description', { description: '  ' }, 'contentDescriptionEmpty'],
    ['a 251-character description', { description: 'x'.repeat(251) }, 'contentDescriptionTooLong'],
    ['no dateFrom', { dateFrom: '' }, 'contentEnterDate'],
    ['no dateTo', { dateTo: '' }, 'contentEnterDate'],
    ['no orderFrom', { orderFrom: '' }, 'contentEnterDate'],
    ['no orderTo', { orderTo: '' }, 'contentEnterDate'],
    ['a date that does not exist', { dateTo: '2030-02-30' }, 'contentDateInvalid'],
    // A new content sets both action dates: their conflict is dateTo's (B§5).
    ['dateTo before dateFrom', { dateTo: '2030-02-01' }, 'contentDateToNotAfterFrom'],
    ['dateFrom after dateTo', { dateFrom: '2030-05-01' }, 'contentDateToNotAfterFrom'],
    ['dateTo not after dateFrom', { dateTo: '2030-03-01' }, 'contentDateToNotAfterFrom'],
    ['orderFrom after orderTo', { orderFrom: '2030-04-02' }, 'contentOrderFromAfterTo'],
    ['orderFrom before dateFrom', { orderFrom: '2030-02-28' }, 'contentOrderFromBeforeDateFrom'],
    ['orderTo not after orderFrom', { orderTo: '2030-03-01' }, 'contentOrderToNotAfterFrom'],
    ['no title', { title: ' ' }, 'contentTitleRequired'],
    ['a 21-character unit', { costName: 'x'.repeat(21) }, 'contentCostNameTooLong'],
    ['an orders limit of 5 digits', { maxOrderItems: '10000' }, 'contentMaxOrderItemsInvalid'],
    ['an orders limit that is no number', { maxOrderItems: '1e3' }, 'contentMaxOrderItemsInvalid'],
    ['a flag that is no flag', { active: 'maybe' }, 'contentFlagInvalid'],
    ['a parent that is no id', { parentContentId: 'x' }, 'contentParentInvalid'],
  ];

  it.each(cases)('refuses %s with its text and changes nothing', async (_name, fields, key) => {
    const before = await contentCount();
    const response = await createRaw(fields);
    expect(response.statusCode, response.body).toBe(400);
    expect(keyOf(response)).toBe(key);
    expect(await contentCount()).toBe(before);
  });

  it('answers the B§5 texts word for word', async () => {
    const texts = await Promise.all(
      (
        [
          { contentType: '' },
          { description: '' },
          { description: 'x'.repeat(251) },
          { dateTo: '' },
        ] as Record<string, string>[]
      ).map(async (fields) => messageOf(await createRaw(fields))),
    );
    expect(texts).toEqual([
      'Specify the type of content!',
      "The description can't be empty",
      'The description is too long!',
      'Enter date!',
    ]);
  });

  it('answers the first broken rule in B§5 order', async () => {
    const broken = {
      contentType: '',
      description: '',
      dateFrom: '',
      orderTo: '2020-01-01',
      title: '',
      costName: 'x'.repeat(30),
    };
    const steps: [Record<string, string>, TextKey][] = [
      [broken, 'contentSpecifyType'],
      [{ ...broken, contentType: '1' }, 'contentDescriptionEmpty'],
      [{ ...broken, contentType: '1', description: 'x'.repeat(300) }, 'contentDescriptionTooLong'],
      [{ ...broken, contentType: '1', description: 'ok' }, 'contentEnterDate'],
      [
        { ...broken, contentType: '1', description: 'ok', dateFrom: '2030-03-01' },
        'contentOrderFromAfterTo',
      ],
      [
        {
          ...broken,
          contentType: '1',
          description: 'ok',
          dateFrom: '2030-03-01',
          orderTo: '2030-04-01',
        },
        'contentTitleRequired',
      ],
    ];
    for (const [fields, key] of steps) {
      const response = await createRaw(fields);
      expect(response.statusCode).toBe(400);
      expect(keyOf(response), JSON.stringify(fields)).toBe(key);
    }
  });

  it('validates an update the same way and leaves the content as it was', async () => {
    const id = await create();
    const before = await get(id);
    const response = await updateRaw(id, { description: 'x'.repeat(251), title: 'Changed' });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('The description is too long!');
    expect(await get(id)).toEqual(before);
  });

  it('refuses an action date on the one the update sets (B§5), and keeps the content', async () => {
    const id = await create();
    const before = await get(id);
    const errorsOf = (response: LightMyRequestResponse) => response.json<ErrorAnswer>().errors;
    // dateTo set before the stored dateFrom: "dateTo may only be set when it is after dateFrom".
    const earlyTo = await updateRaw(id, { dateTo: '2030-02-01', orderTo: '2030-02-01' });
    expect(earlyTo.statusCode).toBe(400);
    expect(keyOf(earlyTo)).toBe('contentDateToNotAfterFrom');
    expect(errorsOf(earlyTo)).toEqual({ dateTo: ['Date to must be after date from'] });
    // dateFrom set after the stored dateTo: "dateFrom may only be set when it is not after dateTo".
    const lateFrom = await updateRaw(id, { dateFrom: '2030-05-01', orderFrom: '2030-05-01' });
    expect(lateFrom.statusCode).toBe(400);
    expect(errorsOf(lateFrom)).toEqual({ dateFrom: ['Date from must not be after date to'] });
    // Both sent, as the editor sends them: the one that changed is refused.
    const bothSent = await updateRaw(id, { dateFrom: '2030-03-01', dateTo: '2030-01-15' });
    expect(errorsOf(bothSent)).toEqual({ dateTo: ['Date to must be after date from'] });
    expect(await get(id)).toEqual(before);
  });

  it('refuses a picture that is not an image and stores nothing', async () => {
    const folder = path.join(t.config.dataDir, 'uploads', 'content', '1');
    const files = () => (fs.existsSync(folder) ? fs.readdirSync(folder).length : 0);
    const before = { files: files(), rows: await contentCount() };
    const response = await createRaw({}, manager, {
      picFile1: png(),
      thumbFile1: fileBlob('<svg onload="alert(1)"/>', 'image/png'),
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(messages.fileNotPicture);
    expect({ files: files(), rows: await contentCount() }).toEqual(before);
  });

  it('refuses a file under another part name', async () => {
    const response = await t.postForm(
      contentApi.create,
      (() => {
        const form = articleForm(validFields);
        form.append('other', png(), 'x.png');
        return form;
      })(),
      manager,
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('content: parents and sub-offers', () => {
  it('hangs a sub-offer under a top-level content of the company only', async () => {
    const parent = await create({ title: 'Батьківська акція' });
    const child = await create({ parentContentId: String(parent) });
    expect((await get(child)).parentContentId).toBe(parent);

    const steps: [Record<string, string>, number, TextKey][] = [
      [{ parentContentId: String(child) }, 400, 'contentParentIsSubOffer'],
      [{ parentContentId: String(await create({}, otherManager)) }, 404, 'contentParentNotFound'],
      [{ parentContentId: '999999' }, 404, 'contentParentNotFound'],
    ];
    for (const [fields, status, key] of steps) {
      const response = await createRaw(fields);
      expect(response.statusCode).toBe(status);
      expect(keyOf(response)).toBe(key);
    }
    const itself = await updateRaw(parent, { parentContentId: String(parent) });
    expect(itself.statusCode).toBe(400);
    expect(keyOf(itself)).toBe('contentParentIsItself');
    // A content holding sub-offers cannot become one.
    const other = await create();
    const holder = await updateRaw(parent, { parentContentId: String(other) });
    expect(holder.statusCode).toBe(400);
    expect(keyOf(holder)).toBe('contentHasSubOffers');
    expect((await get(parent)).parentContentId).toBe(0);
  });

  it('offers the top-level contents but itself as parents, none to a content holding sub-offers', async () => {
    const parent = await create({ title: 'Кандидат у батьки' });
    const child = await create({ title: 'Кандидат дитина', parentContentId: String(parent) });
    const lone = await create({ title: 'Кандидат самотній' });
    const choices = async (body: object) => {
      const response = await t.post(contentApi.parentChoices, body, manager);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ contentId: number; title: string }[]>();
    };
    const found = await choices({ filter: 'кандидат', exceptId: lone });
    expect(found.map((row) => row.contentId)).toEqual([parent]);
    expect(await choices({ filter: String(lone) })).toEqual([
      { contentId: lone, title: 'Кандидат самотній' },
    ]);
    expect(await choices({ filter: 'кандидат', exceptId: parent })).toEqual([]);
    expect((await choices({ filter: 'кандидат' })).map((row) => row.contentId)).not.toContain(
      child,
    );
    const otherCompany = await t.post(
      contentApi.parentChoices,
      { filter: 'кандидат' },
      otherManager,
    );
    expect(otherCompany.json()).toEqual([]);
  });

  it('deletes a content: its sub-offers become top-level, its terms and pictures go', async () => {
    const parent = await create({ title: 'Видалити мене' }, manager, { slideFile1: png() });
    const subs = [
      await create({ parentContentId: String(parent) }),
      await create({ parentContentId: String(parent) }),
    ];
    const term = await t.post(contentApi.newTerm, { contentId: parent, area: 'COAST' }, manager);
    expect(term.statusCode, term.body).toBe(200);
    const termId = term.json<ContentTerm>().id;
    const slide = (await get(parent)).slideFile ?? '';

    expect((await t.post(contentApi.delete, parent, otherManager)).statusCode).toBe(404);
    const response = await t.post(contentApi.delete, String(parent), manager);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    expect((await t.post(contentApi.get, parent, manager)).statusCode).toBe(404);
    for (const sub of subs) expect((await get(sub)).parentContentId).toBe(0);
    const terms = await t.deps.db
      .select()
      .from(contentTerms)
      .where(eq(contentTerms.contentId, parent));
    expect(terms).toEqual([]);
    expect(fs.existsSync(storedFile(slide))).toBe(false);
    expect((await auditOf('content', parent)).map((row) => row.action)).toEqual([
      'create',
      'delete',
    ]);
    expect((await auditOf('contentTerm', termId)).map((row) => row.action)).toEqual([
      'create',
      'delete',
    ]);
    expect((await auditOf('content', subs[0] ?? 0)).map((row) => row.action)).toEqual([
      'create',
      'update',
    ]);
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

describe('content: the list', () => {
  const now = today();
  const window = (from: number, to: number) => ({
    dateFrom: addDays(now, from),
    dateTo: addDays(now, to),
    orderFrom: addDays(now, from),
    orderTo: addDays(now, to),
  });
  let ids: Record<string, number>;

  beforeAll(async () => {
    ids = {
      current: await create({ title: 'Список поточна', contentType: '1', ...window(-5, 10) }),
      archived: await create({ title: 'Список архівна', contentType: '1', ...window(-60, -1) }),
      endsToday: await create({ title: 'Список сьогодні', contentType: '2', ...window(-10, 0) }),
      inactive: await create({
        title: 'Список неактивна',
        contentType: '2',
        active: 'false',
        ...window(-5, 10),
      }),
      gift: await create({
        title: 'Список подарунки',
        contentType: '3',
        isGift: 'true',
        description: 'Унікальний опис подарунків',
        ...window(-5, 10),
      }),
    };
    ids.subB = await create({
      title: 'Список під-пропозиція Б',
      parentContentId: String(ids.gift),
      ...window(-5, 10),
    });
    ids.subA = await create({
      title: 'Список під-пропозиція А',
      parentContentId: String(ids.gift),
      ...window(-60, -1),
    });
    await create({ title: 'Список чужа', ...window(-5, 10) }, otherManager);
  });

  const byNumber = (a: number | undefined, b: number | undefined) => (a ?? 0) - (b ?? 0);
  const idsOf = (page: PagedAnswer<ContentListRow>) => page.rows.map((row) => row.contentId);

  it('lists top-level rows only, each with its sub-offers by contentId', async () => {
    const page = await list({}, '?filter=список');
    expect(idsOf(page).sort(byNumber)).toEqual(
      [ids.current, ids.archived, ids.endsToday, ids.inactive, ids.gift].sort(byNumber),
    );
    expect(page.total).toBe(5);
    const gift = page.rows.find((row) => row.contentId === ids.gift);
    expect(gift?.subOffers.map((row) => row.contentId)).toEqual([ids.subB, ids.subA]);
    expect(gift?.subOffers[0]).toMatchObject({
      parentContentId: ids.gift,
      title: 'Список під-пропозиція Б',
      subOffers: [],
    });
    expect(gift).toMatchObject({ isGift: true, contentType: 3, parentContentId: 0 });
    expect(page.rows.find((row) => row.contentId === ids.current)?.subOffers).toEqual([]);
  });

  it('filters by type, gift actions, archive and relevance', async () => {
    const q = '?filter=список';
    expect(idsOf(await list({ contentType: 2 }, q)).sort(byNumber)).toEqual(
      [ids.endsToday, ids.inactive].sort(byNumber),
    );
    expect(idsOf(await list({ contentType: 15 }, q))).toEqual([ids.gift]);
    expect(idsOf(await list({ contentType: 3, isGift: true }, q))).toEqual([ids.gift]);
    expect(idsOf(await list({ archived: true }, q))).toEqual([ids.archived]);
    expect(idsOf(await list({ actual: true }, q)).sort(byNumber)).toEqual(
      [ids.current, ids.endsToday, ids.gift].sort(byNumber),
    );
    const unknown = await t.post(contentApi.list, { size: 10, page: 0, contentType: 7 }, manager);
    expect(unknown.statusCode).toBe(400);
  });

  it('searches title, description and contentId, and sorts and pages', async () => {
    expect(idsOf(await list({}, `?filter=${encodeURIComponent('УНІКАЛЬНИЙ ОПИС')}`))).toEqual([
      ids.gift,
    ]);
    expect(idsOf(await list({}, `?filter=${ids.archived}`))).toContain(ids.archived);
    const byTitle = await list({ desc: false }, '?filter=список&orderBy=Title');
    expect(byTitle.rows.map((row) => row.title)).toEqual([
      'Список архівна',
      'Список неактивна',
      'Список подарунки',
      'Список поточна',
      'Список сьогодні',
    ]);
    const newest = await list({ size: 2, page: 1 }, '?filter=список');
    expect(newest).toMatchObject({ total: 5, pageCount: 3, capped: false });
    expect(idsOf(newest)).toEqual([ids.endsToday, ids.archived]);
    const other = await list({}, '?filter=список', otherManager);
    expect(other.rows.map((row) => row.title)).toEqual(['Список чужа']);
  });

  it('caps All', async () => {
    const small = await createTestApp({ allRowsCap: 2 });
    try {
      const user = await small.makeUser({ roles: ['ContentManager'] });
      for (const title of ['a', 'b', 'c'])
        await small.postForm(contentApi.create, articleForm({ ...validFields, title }), user);
      const response = await small.post(contentApi.list, { size: 0, page: 0 }, user);
      expect(response.json()).toMatchObject({ total: 3, capped: true });
      expect(response.json<PagedAnswer<ContentListRow>>().rows).toHaveLength(2);
    } finally {
      await small.close();
    }
  });
});

describe('content: terms', () => {
  it('adds, lists, changes and deletes terms, a new one active and not an exclude', async () => {
    const contentId = await create();
    const added = await t.post(
      contentApi.newTerm,
      { contentId, respCenter: ' KYIV ', custNo: '' },
      manager,
    );
    expect(added.statusCode, added.body).toBe(200);
    const term = added.json<ContentTerm>();
    expect(term).toMatchObject({
      comId: 1,
      contentId,
      active: true,
      exclude: false,
      respCenter: 'KYIV',
      custNo: null,
      paymentMethod: null,
    });
    const second = await t.post(
      contentApi.newTerm,
      { contentId, exclude: true, area: 'COAST', id: 12345 },
      manager,
    );
    expect(second.json<ContentTerm>().id).not.toBe(12345);

    const listed = await t.post(contentApi.terms, String(contentId), manager);
    expect(listed.json<ContentTerm[]>().map((row) => row.id)).toEqual([
      term.id,
      second.json<ContentTerm>().id,
    ]);

    const changed = await t.post(
      contentApi.updateTerm,
      { ...term, active: false, respCenter: null, segment: 'SHOP' },
      manager,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ContentTerm>()).toMatchObject({
      id: term.id,
      active: false,
      respCenter: null,
      segment: 'SHOP',
    });

    const deleted = await t.post(contentApi.deleteTerm, changed.json<ContentTerm>(), manager);
    expect(deleted.json()).toEqual({ ok: true });
    const left = await t.post(contentApi.terms, contentId, manager);
    expect(left.json<ContentTerm[]>().map((row) => row.id)).toEqual([
      second.json<ContentTerm>().id,
    ]);
    expect((await auditOf('contentTerm', term.id)).map((row) => row.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });

  it('refuses a term naming no field or an unknown one', async () => {
    const contentId = await create();
    const empty = await t.post(contentApi.newTerm, { contentId, area: '  ' }, manager);
    expect(empty.statusCode).toBe(400);
    // The text the term dialog and the notifications server say too.
    expect(messageOf(empty)).toBe(messages.termNeedsField);
    expect(keyOf(empty)).toBe('termNeedsField');
    const unknown = await t.post(contentApi.newTerm, { contentId, city: 'Kyiv' }, manager);
    expect(unknown.statusCode).toBe(400);
    const long = await t.post(contentApi.newTerm, { contentId, area: 'x'.repeat(101) }, manager);
    expect(long.statusCode).toBe(400);
    expect((await t.post(contentApi.terms, contentId, manager)).json()).toEqual([]);
  });

  it("answers 404 for another company's content or term, or a term of another content", async () => {
    const mine = await create();
    const theirs = await create({}, otherManager);
    const theirTerm = (
      await t.post(contentApi.newTerm, { contentId: theirs, area: 'X' }, otherManager)
    ).json<ContentTerm>();
    const myTerm = (
      await t.post(contentApi.newTerm, { contentId: mine, area: 'X' }, manager)
    ).json<ContentTerm>();

    const steps: [string, unknown, TextKey][] = [
      [contentApi.newTerm, { contentId: theirs, area: 'Y' }, 'contentNotFound'],
      [contentApi.terms, theirs, 'contentNotFound'],
      [contentApi.updateTerm, { ...theirTerm, area: 'Y' }, 'contentTermNotFound'],
      [contentApi.updateTerm, { ...theirTerm, contentId: mine, area: 'Y' }, 'contentTermNotFound'],
      [contentApi.updateTerm, { ...myTerm, contentId: theirs, area: 'Y' }, 'contentTermNotFound'],
      [contentApi.deleteTerm, theirTerm, 'contentTermNotFound'],
      [contentApi.deleteTerm, theirTerm.id, 'contentTermNotFound'],
    ];
    for (const [call, body, key] of steps) {
      const response = await t.post(call, body, manager);
      expect(response.statusCode, `${call} ${JSON.stringify(body)}`).toBe(404);
      expect(keyOf(response)).toBe(key);
    }
    const stillThere = await t.post(contentApi.terms, theirs, otherManager);
    expect(stillThere.json<ContentTerm[]>()).toMatchObject([{ id: theirTerm.id, area: 'X' }]);
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
