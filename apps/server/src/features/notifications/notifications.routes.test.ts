import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  messages,
  notificationApi,
  notificationTypes as contractTypes,
  type ErrorAnswer,
  type Notification,
  type NotificationTerm,
  type PagedAnswer,
} from '@bo/contract';
import { auditLog } from '../../platform/db/platform.schema.js';
import { customers } from '../../schema.js';
import { openTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { firstPage, insertTermCustomers, term } from '../../test/factories/notifications.js';
import { notifications } from './notifications.schema.js';

let t: TestApp;
let manager: TestUser;
let otherCompany: TestUser;

openTestApp({}, async (app) => {
  t = app;
  await insertTermCustomers(t);
  manager = await t.makeUser({ roles: ['NotificationManager'], login: 'notifier' });
  otherCompany = await t.makeUser({ roles: ['NotificationManager'], comId: 2, login: 'notifier2' });
});

const kyiv = () => [term({ respCenter: 'RC-KYIV' })];

async function create(terms: NotificationTerm[], by: TestUser = manager) {
  const response = await t.post(notificationApi.create, { type: 1, contentTerms: terms }, by);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ created: number; skipped: number }>();
}

async function list(query = '', page = firstPage, by: TestUser = manager) {
  const response = await t.post(`${notificationApi.notificationsPage}${query}`, page, by);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PagedAnswer<Notification>>();
}

const stored = (comId: number) =>
  t.deps.db.select().from(notifications).where(eq(notifications.comId, comId));

describe('notification types', () => {
  it('answers the types with their templates', async () => {
    const response = await t.post(notificationApi.types, undefined, manager);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(contractTypes);
  });
});

describe('create (A§2)', () => {
  it('makes one New notification per recipient, once, with an audit row', async () => {
    expect(await create(kyiv())).toEqual({ created: 2, skipped: 0 });
    const rows = await stored(1);
    expect(rows.map((row) => row.custNo).sort()).toEqual(['M001', 'M002']);
    expect(rows.find((row) => row.custNo === 'M001')).toMatchObject({
      custName: 'Alpha Motors',
      type: 1,
      status: 1,
      balanceDate: '2026-10-31',
      balance: '1234.50',
      message: 'Your debt for 31/10/2026 is 1234.50. Do you agree with this?',
      createdBy: 'notifier',
      delayDate: null,
      delayCount: 0,
      userComment: '',
    });
    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'notification'), eq(auditLog.actorLogin, 'notifier')));
    expect(audit).toMatchObject({ comId: 1, action: 'create' });
    expect(audit?.after).toEqual({
      type: 1,
      terms: [{ exclude: false, respCenter: 'RC-KYIV' }],
      created: 2,
      skipped: 0,
    });
  });

  it('adds nothing the second time, and only the new ones with more terms', async () => {
    expect(await create(kyiv())).toEqual({ created: 0, skipped: 2 });
    expect(await create([...kyiv(), term({ respCenter: 'RC-LVIV' })])).toEqual({
      created: 2,
      skipped: 2,
    });
    expect(await stored(1)).toHaveLength(4);
  });

  it('makes a new one when the balance date moves on', async () => {
    await t.deps.db
      .update(customers)
      .set({ balanceDate: '2026-11-30', balance: '50' })
      .where(and(eq(customers.comId, 1), eq(customers.custNo, 'M002')));
    expect(await create(kyiv())).toEqual({ created: 1, skipped: 1 });
    const m002 = (await stored(1)).filter((row) => row.custNo === 'M002');
    expect(m002.map((row) => row.message).sort()).toEqual([
      'Your debt for 30/11/2026 is 50.00. Do you agree with this?',
      'Your debt for 31/10/2026 is 100.00. Do you agree with this?',
    ]);
  });

  it('creates nothing for exclude terms only', async () => {
    expect(await create([term({ respCenter: 'RC-KYIV', exclude: true })])).toEqual({
      created: 0,
      skipped: 0,
    });
  });

  it("creates in the caller's company only", async () => {
    const before = (await stored(1)).length;
    expect(await create(kyiv(), otherCompany)).toEqual({ created: 2, skipped: 0 });
    expect((await stored(2)).map((row) => row.custName).sort()).toEqual([
      'Company 2 Alpha',
      'Company 2 Zulu',
    ]);
    expect(await stored(1)).toHaveLength(before);
  });
});

describe('validation of preview and create (A§5)', () => {
  const cases: [string, unknown, string][] = [
    ['no type', { contentTerms: kyiv() }, messages.chooseNotificationType],
    [
      'a type that is not a number',
      { type: 'debt', contentTerms: kyiv() },
      messages.chooseNotificationType,
    ],
    ['type 0', { type: 0, contentTerms: kyiv() }, messages.chooseNotificationType],
    ['neither type nor terms', {}, messages.chooseNotificationType],
    ['no body', undefined, messages.chooseNotificationType],
    ['no terms', { type: 1 }, messages.addTerms],
    ['empty terms', { type: 1, contentTerms: [] }, messages.addTerms],
    ['terms not a list', { type: 1, contentTerms: 'RC-KYIV' }, messages.addTerms],
    [
      'a term without a field',
      { type: 1, contentTerms: [{ id: 0, exclude: false, custNo: ' ' }] },
      messages.termNeedsField,
    ],
    ['an unknown type', { type: 99, contentTerms: kyiv() }, messages.notificationTypeUnknown],
  ];

  it.each(cases)('create with %s is refused and changes nothing', async (_, body, message) => {
    const before = (await stored(1)).length;
    const response = await t.post(notificationApi.create, body, manager);
    expect(response.statusCode).toBe(400);
    const answer = response.json<ErrorAnswer>();
    expect(answer.message).toBe(message);
    expect(Object.values(answer.errors ?? {}).flat()).toContain(message);
    expect(await stored(1)).toHaveLength(before);
  });

  it.each(cases)('preview with %s is refused', async (_, body, message) => {
    const withPage = body === undefined ? undefined : { ...firstPage, ...(body as object) };
    const response = await t.post(notificationApi.preview, withPage, manager);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorAnswer>().message).toBe(message);
  });

  it('names the field of other mistakes', async () => {
    const response = await t.post(
      notificationApi.preview,
      { type: 1, contentTerms: kyiv(), size: -1, page: 0 },
      manager,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorAnswer>().message).toMatch(/^size: /);
    const longValue = await t.post(
      notificationApi.create,
      { type: 1, contentTerms: [term({ custNo: 'x'.repeat(101) })] },
      manager,
    );
    expect(longValue.statusCode).toBe(400);
    expect(longValue.json<ErrorAnswer>().message).toMatch(/^contentTerms\.0\.custNo: /);
    const notATerm = await t.post(
      notificationApi.create,
      { type: 1, contentTerms: [term({ custNo: 'M001' }), 'M002'] },
      manager,
    );
    expect(notATerm.statusCode).toBe(400);
    expect(notATerm.json<ErrorAnswer>().message).toMatch(/^contentTerms\.1: /);
  });
});

describe('notification list', () => {
  beforeAll(async () => {
    await t.deps.db.insert(notifications).values({
      comId: 1,
      custNo: 'M006',
      custName: 'Zeta Service',
      type: 1,
      status: 5,
      created: new Date('2026-01-01T10:00:00Z'),
      balanceDate: '2026-10-31',
      balance: '99.99',
      delayDate: '2026-11-25',
      delayCount: 2,
      message: 'Your debt for 31/10/2026 is 99.99. Do you agree with this?',
      userComment: 'Next week',
      createdBy: 'notifier',
    });
  });

  it('lists the company’s notifications, newest first by default', async () => {
    const answer = await list();
    expect(answer.total).toBe(6);
    const oldest = answer.rows.at(-1);
    expect(oldest?.id).toBeGreaterThan(0);
    expect({ ...oldest, id: 0 }).toEqual({
      id: 0,
      comId: 1,
      custNo: 'M006',
      custName: 'Zeta Service',
      type: 1,
      typeName: 'Debt confirmation',
      status: 5,
      statusName: 'Postponed',
      created: '2026-01-01T10:00:00.000Z',
      delayDate: '2026-11-25',
      delayCount: 2,
      message: 'Your debt for 31/10/2026 is 99.99. Do you agree with this?',
      userComment: 'Next week',
    });
    const created = answer.rows.map((row) => row.created);
    expect(created).toEqual([...created].sort().reverse());
    expect(answer.rows.every((row) => row.comId === 1)).toBe(true);
    expect(answer.rows.map((row) => row.custName)).not.toContain('Company 2 Alpha');
  });

  it('filters by status and type, searches, sorts and pages', async () => {
    expect((await list('?status=5')).rows.map((row) => row.custNo)).toEqual(['M006']);
    expect((await list('?status=1')).total).toBe(5);
    expect((await list('?type=1&status=1&filter=beta')).rows.map((row) => row.custNo)).toEqual([
      'M002',
      'M002',
    ]);
    expect((await list('?type=2')).total).toBe(0);
    const byCode = await list('?orderBy=custNo', { size: 2, page: 1, desc: false });
    expect(byCode.rows.map((row) => row.custNo)).toEqual(['M002', 'M003']);
    expect(byCode).toMatchObject({ total: 6, pageCount: 3 });
    const byStatus = await list('?orderBy=status', { size: 1, page: 0, desc: true });
    expect(byStatus.rows[0]?.status).toBe(5);
    const byName = await list('?orderBy=custName&filter=a', { size: 1, page: 0, desc: false });
    expect(byName.rows[0]?.custName).toBe('Alpha Motors');
  });

  it('refuses a bad query', async () => {
    const response = await t.post(
      `${notificationApi.notificationsPage}?status=x`,
      firstPage,
      manager,
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('access (DESIGN §4)', () => {
  const calls = [
    [notificationApi.types, undefined],
    [notificationApi.preview, { type: 1, contentTerms: kyiv(), ...firstPage }],
    [notificationApi.create, { type: 1, contentTerms: kyiv() }],
    [notificationApi.notificationsPage, firstPage],
  ] as const;

  it.each(calls)('%s refuses other roles (403) and the signed-out (401)', async (url, body) => {
    const before = (await stored(1)).length;
    const other = await t.makeUser({
      roles: ['ContentManager', 'CustomerManager', 'SalesManager'],
    });
    expect((await t.post(url, body, other)).statusCode).toBe(403);
    expect((await t.post(url, body, null)).statusCode).toBe(401);
    expect(await stored(1)).toHaveLength(before);
  });
});
