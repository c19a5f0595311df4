import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  auditApi,
  auditCountLimit,
  type AuditPageAnswer,
  type AuditPageRequest,
  type AuditRow,
  type Banner,
  type ErrorAnswer,
  type PagedAnswer,
} from '@bo/contract';
import { auditLog } from '../../platform/db/platform.schema.js';
import { makeCompany } from '../../test/factories/companies.js';
import { openTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

let t: TestApp;
/** An Admin of a company of its own, whose audit rows the tests write. */
let admin: TestUser;
let comId: number;
let otherAdmin: TestUser;

const day = (date: string, time = '12:00:00') => new Date(`${date}T${time}Z`);

/** The company's rows, oldest first: three entities, three users, three actions over four days. */
const rows = [
  { at: day('2026-03-01'), actorLogin: 'Anna', entity: 'banner', entityId: '1', action: 'create' },
  { at: day('2026-03-02'), actorLogin: 'Anna', entity: 'banner', entityId: '1', action: 'update' },
  {
    at: day('2026-03-02', '23:30:00'),
    actorLogin: 'bob',
    entity: 'user',
    entityId: 'x',
    action: 'update',
  },
  {
    at: day('2026-03-03'),
    actorLogin: 'bob',
    entity: 'zz-custom',
    entityId: '7',
    action: 'delete',
  },
  { at: day('2026-03-04'), actorLogin: 'carol', entity: 'banner', entityId: '2', action: 'delete' },
] as const;

openTestApp({ allRowsCap: 5 }, async (app) => {
  t = app;
  comId = (await makeCompany(t.deps.db)).comId;
  admin = await t.makeUser({ roles: ['Admin'], comId });
  otherAdmin = await t.makeUser({ roles: ['Admin'], comId: 2 });
  await t.deps.db.insert(auditLog).values(
    rows.map((row) => ({
      ...row,
      comId,
      before: row.action === 'create' ? null : { title: 'Old', sort: 1 },
      after: row.action === 'delete' ? null : { title: 'New', sort: 1 },
    })),
  );
  // Another company's row, never shown to this company.
  await t.deps.db.insert(auditLog).values({
    at: day('2026-03-03'),
    actorLogin: 'Anna',
    comId: 2,
    entity: 'journal',
    entityId: '9',
    action: 'create',
    after: { title: 'Other company' },
  });
});

const page = async (body: Partial<AuditPageRequest>, user: TestUser | null = admin) =>
  t.post(auditApi.auditPage, { size: 25, page: 0, ...body }, user);

async function pageRows(body: Partial<AuditPageRequest>): Promise<AuditPageAnswer> {
  const response = await page(body);
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<AuditPageAnswer>();
  expect(answer.totalCapped).toBe(false);
  return answer;
}

const atsOf = (answer: PagedAnswer<AuditRow>) => answer.rows.map((row) => row.at.slice(0, 16));

describe('AuditPage', () => {
  it("answers the company's rows newest first, with who, company, entity, id, action, when, before and after", async () => {
    const answer = await pageRows({});
    expect(answer.total).toBe(5);
    expect(answer.pageCount).toBe(1);
    expect(atsOf(answer)).toEqual([
      '2026-03-04T12:00',
      '2026-03-03T12:00',
      '2026-03-02T23:30',
      '2026-03-02T12:00',
      '2026-03-01T12:00',
    ]);
    expect(answer.rows[3]).toMatchObject({
      login: 'Anna',
      comId,
      entity: 'banner',
      entityId: '1',
      action: 'update',
      before: { title: 'Old', sort: 1 },
      after: { title: 'New', sort: 1 },
    });
    expect(answer.rows[3]?.at).toBe('2026-03-02T12:00:00.000Z');
    expect(answer.rows.every((row) => row.comId === comId)).toBe(true);
  });

  it('pages on the server, oldest first with desc false, and caps All', async () => {
    const second = await pageRows({ size: 2, page: 1 });
    expect(second).toMatchObject({ total: 5, pageCount: 3, capped: false });
    expect(atsOf(second)).toEqual(['2026-03-02T23:30', '2026-03-02T12:00']);
    const oldest = await pageRows({ size: 2, page: 0, desc: false });
    expect(atsOf(oldest)).toEqual(['2026-03-01T12:00', '2026-03-02T12:00']);
    const all = await pageRows({ size: 0 });
    expect(all).toMatchObject({ total: 5, pageCount: 1, capped: false });
    expect(all.rows).toHaveLength(5);
  });

  it('caps All at ALL_ROWS_CAP rows and says so', async () => {
    const busy = await makeCompany(t.deps.db);
    const user = await t.makeUser({ roles: ['Admin'], comId: busy.comId });
    await t.deps.db.insert(auditLog).values(
      Array.from({ length: 7 }, (_, n) => ({
        comId: busy.comId,
        actorLogin: 'dave',
        entity: 'banner',
        entityId: String(n),
        action: 'update',
      })),
    );
    const response = await page({ size: 0 }, user);
    const all = response.json<AuditPageAnswer>();
    expect(all).toMatchObject({ total: 7, pageCount: 1, capped: true, totalCapped: false });
    expect(all.rows).toHaveLength(5);
  });

  it(`counts no further than ${auditCountLimit} rows, and says when more match`, async () => {
    const busy = await makeCompany(t.deps.db);
    const user = await t.makeUser({ roles: ['Admin'], comId: busy.comId });
    await t.deps.db
      .execute(sql`insert into audit_log (com_id, actor_login, entity, entity_id, action)
      select ${busy.comId}, 'eve', case when n <= 3 then 'user' else 'banner' end, n::text, 'update'
      from generate_series(1, ${auditCountLimit + 3}) n`);
    const first = (await page({}, user)).json<AuditPageAnswer>();
    expect(first).toMatchObject({
      total: auditCountLimit,
      pageCount: auditCountLimit / 25,
      capped: false,
      totalCapped: true,
    });
    // ALL_ROWS_CAP (5 here) bounds every page, not only All.
    expect(first.rows).toHaveLength(5);
    const all = (await page({ size: 0 }, user)).json<AuditPageAnswer>();
    expect(all).toMatchObject({ capped: true, totalCapped: true });
    expect(all.rows).toHaveLength(5);
    // A page past the counted rows still answers its rows.
    const deep = (
      await page({ size: 100, page: auditCountLimit / 100 }, user)
    ).json<AuditPageAnswer>();
    expect(deep.rows).toHaveLength(3);
    const exact = (await page({ entity: 'banner' }, user)).json<AuditPageAnswer>();
    expect(exact).toMatchObject({ total: auditCountLimit, totalCapped: false });
  });

  it('filters by entity, login in any letter case, action and period, alone and together', async () => {
    const byEntity = await pageRows({ entity: 'banner' });
    expect(byEntity.total).toBe(3);
    expect(byEntity.rows.every((row) => row.entity === 'banner')).toBe(true);
    expect((await pageRows({ login: 'bob' })).total).toBe(2);
    // A login no user holds matches as written.
    expect((await pageRows({ login: 'anna' })).total).toBe(0);
    expect((await pageRows({ login: 'Anna' })).total).toBe(2);
    // A user's login is matched whatever the case typed.
    expect((await pageRows({ login: admin.login.toUpperCase() })).total).toBe(0);
    expect((await pageRows({ action: 'delete' })).rows.map((row) => row.entityId)).toEqual([
      '2',
      '7',
    ]);
    // Dates are whole days (UTC): 2 March holds two rows.
    const oneDay = await pageRows({ from: '2026-03-02', to: '2026-03-02' });
    expect(atsOf(oneDay)).toEqual(['2026-03-02T23:30', '2026-03-02T12:00']);
    // Timestamps: from included, to excluded; a day boundary of UTC+2 moves the window.
    const kyivDay = await pageRows({
      from: '2026-03-02T00:00:00+02:00',
      to: '2026-03-03T00:00:00+02:00',
    });
    expect(atsOf(kyivDay)).toEqual(['2026-03-02T12:00']);
    expect((await pageRows({ from: '2026-03-04T12:00:00Z' })).total).toBe(1);
    expect((await pageRows({ to: '2026-03-04T12:00:00Z' })).total).toBe(4);
    const together = await pageRows({ entity: 'banner', login: 'Anna', action: 'update' });
    expect(together.rows.map((row) => row.entityId)).toEqual(['1']);
    expect((await pageRows({ entity: 'banner', login: 'bob' })).total).toBe(0);
    // Empty and null filters select everything.
    expect(
      (await pageRows({ entity: '', login: ' ', action: '', from: null, to: null })).total,
    ).toBe(5);
  });

  it('takes an empty bound as no bound, as every other filter of the API (issue 31)', async () => {
    expect((await pageRows({ from: '', to: '' })).total).toBe(5);
    expect((await pageRows({ from: '', to: '2026-03-02' })).total).toBe(3);
    expect((await pageRows({ from: '2026-03-03', to: '' })).total).toBe(2);
  });

  it("shows a real change: a banner's update with the record before and after it", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      bannerType: '1',
      sort: '5',
      active: 'true',
      title: 'Audited banner',
      ref: '/catalog',
    }))
      form.append(name, value);
    const created = (await t.postForm('/api/banner/CreateBanner', form, admin)).json<Banner>();
    form.set('bannerId', String(created.bannerId));
    form.set('title', 'Audited banner, renamed');
    expect((await t.postForm('/api/banner/UpdateBanner', form, admin)).statusCode).toBe(200);

    const answer = await pageRows({ entity: 'banner', login: admin.login, size: 1 });
    expect(answer.total).toBe(2);
    expect(answer.rows[0]).toMatchObject({
      login: admin.login,
      entity: 'banner',
      entityId: String(created.bannerId),
      action: 'update',
      before: { title: 'Audited banner', sort: 5 },
      after: { title: 'Audited banner, renamed', sort: 5 },
    });
    // The login filter finds the user's rows whatever the case typed.
    expect((await pageRows({ login: admin.login.toUpperCase() })).total).toBe(2);
  });

  it("limits every read to the caller's company", async () => {
    const response = await page({}, otherAdmin);
    expect(response.statusCode).toBe(200);
    const answer = response.json<PagedAnswer<AuditRow>>();
    expect(answer.rows.map((row) => row.entity)).toContain('journal');
    expect(answer.rows.every((row) => row.comId === 2)).toBe(true);
    const banners = await page({ entity: 'banner', login: 'Anna' }, otherAdmin);
    expect(banners.json<PagedAnswer<AuditRow>>().total).toBe(0);
  });
});

describe('AuditEntities', () => {
  it("answers the distinct entity codes of the company's rows, in byte order", async () => {
    const response = await t.post(auditApi.auditEntities, undefined, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(['banner', 'user', 'zz-custom']);
    const other = await t.post(auditApi.auditEntities, undefined, otherAdmin);
    expect(other.json()).toEqual(['journal']);
    // The path is matched in any letter case, as every call.
    const lower = await t.post(auditApi.auditEntities.toLowerCase(), undefined, admin);
    expect(lower.json()).toEqual(['banner', 'user', 'zz-custom']);
  });

  it('answers an empty list for a company without audit rows', async () => {
    const empty = await makeCompany(t.deps.db);
    const user = await t.makeUser({ roles: ['Admin'], comId: empty.comId });
    expect((await t.post(auditApi.auditEntities, undefined, user)).json()).toEqual([]);
  });
});

describe('bad input', () => {
  it('refuses a user without Admin with 403 and the signed out with 401, on both calls', async () => {
    const editor = await t.makeUser({ roles: ['ContentManager', 'CustomerManager', 'Tester'] });
    expect((await page({}, editor)).statusCode).toBe(403);
    expect((await t.post(auditApi.auditEntities, undefined, editor)).statusCode).toBe(403);
    expect((await page({}, null)).statusCode).toBe(401);
    expect((await t.post(auditApi.auditEntities, undefined, null)).statusCode).toBe(401);
  });

  const refused = async (body: Record<string, unknown>, field: string) => {
    const response = await t.post(auditApi.auditPage, { size: 25, page: 0, ...body }, admin);
    expect(response.statusCode, response.body).toBe(400);
    const answer = response.json<ErrorAnswer>();
    expect(Object.keys(answer.errors ?? {}), response.body).toContain(field);
    return answer;
  };

  it('refuses an unknown action', async () => {
    const answer = await refused({ action: 'publish' }, 'action');
    expect(answer.errors?.action).toEqual([
      'Unknown action: the actions are create, update and delete',
    ]);
    await refused({ action: 'DELETE' }, 'action');
  });

  it('refuses a period whose start is after its end', async () => {
    const answer = await refused({ from: '2026-03-05', to: '2026-03-04' }, 'from');
    expect(answer).toMatchObject({
      key: 'auditFromAfterTo',
      message: 'The period must start before it ends',
    });
    await refused({ from: '2026-03-04T10:00:00Z', to: '2026-03-04T09:00:00Z' }, 'from');
    await refused({ from: '2026-03-04T10:00:00Z', to: '2026-03-04T10:00:00Z' }, 'from');
    // The same day as both bounds is that whole day, not an error.
    expect((await page({ from: '2026-03-04', to: '2026-03-04' })).statusCode).toBe(200);
  });

  it('refuses dates that are none, and years the database cannot hold', async () => {
    for (const from of ['yesterday', '2026-02-30', '2026-03-01 10:00', '0000-01-01', 20260301])
      await refused({ from }, 'from');
    await refused({ to: '2026-13-01' }, 'to');
  });

  it('refuses over-long filters and a page size beyond the limit', async () => {
    const entity = await refused({ entity: 'e'.repeat(51) }, 'entity');
    expect(entity).toMatchObject({ key: 'valueTooLong', params: { max: 50 } });
    const login = await refused({ login: 'l'.repeat(201) }, 'login');
    expect(login).toMatchObject({ key: 'valueTooLong', params: { max: 200 } });
    await refused({ size: 100_001 }, 'size');
    await refused({ entity: 5 }, 'entity');
  });
});
