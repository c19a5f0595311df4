import { beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  contentApi,
  messages,
  type ContentListRow,
  type ContentTerm,
  type PagedAnswer,
  type TextKey,
} from '@bo/contract';
import { createTestApp } from '../../../test/test-app.js';
import { today } from '../../../platform/dates.js';
import {
  articleForm,
  keyOf,
  messageOf,
  validArticleFields as validFields,
} from '../../../test/factories/content.js';
import {
  t,
  manager,
  otherManager,
  create,
  list,
  auditOf,
  openContentArticleApp,
} from '../../../test/scenes/content-article.js';

openContentArticleApp();

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
