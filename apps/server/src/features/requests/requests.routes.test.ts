import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  messages,
  requestApi,
  userApi,
  type ErrorAnswer,
  type PagedAnswer,
  type RegistrationRequest,
  type RequestFilters,
} from '@bo/contract';
import { makeCompany } from '../../test/factories/companies.js';
import { makeCustomer } from '../../test/factories/customers.js';
import { makeRequest } from '../../test/factories/requests.js';
import { userCard } from '../../test/factories/users.js';
import { type TestUser } from '../../test/test-app.js';
import { requests } from './requests.schema.js';
import {
  t,
  manager,
  contentManager,
  addRequest,
  addCustomer,
  storedUser,
  openRequestsApp,
} from '../../test/scenes/requests.js';

openRequestsApp();

describe('the request lists (A§2, A§7)', () => {
  // Two companies of their own: the lists show exactly these requests.
  let comId: number;
  let ids: number[];
  let companyManager: TestUser;
  let companySales: TestUser;
  let foreignManager: TestUser;
  beforeAll(async () => {
    comId = (await makeCompany(t.deps.db)).comId;
    const otherComId = (await makeCompany(t.deps.db)).comId;
    companyManager = await t.makeUser({ roles: ['CustomerManager'], comId });
    companySales = await t.makeUser({ roles: ['SalesManager'], comId });
    foreignManager = await t.makeUser({ roles: ['CustomerManager'], comId: otherComId });
    const base = Date.parse('2026-10-01T08:00:00Z');
    const made = [
      { comId, custNo: 'K002', fullName: 'Anna Bondar', type: 1, status: 1 },
      { comId, custNo: 'K003', fullName: 'Bohdan Melnyk', type: 2, status: 2 },
      { comId, custNo: 'K004', fullName: 'Olha Tkachenko', type: 3, status: 5 },
      { comId, custNo: 'K005', fullName: 'Petro Savchuk', type: 1, status: 4 },
      { comId: otherComId, custNo: 'K900', fullName: 'Foreign Person', type: 2 },
    ];
    ids = [];
    // Created one day apart, in insertion order.
    for (const [index, values] of made.entries()) {
      const row = await addRequest({ ...values, createdDate: new Date(base + index * 86_400_000) });
      ids.push(row.id);
    }
  });
  const page = (query: string, user: TestUser = companyManager, body: object = {}) =>
    t.post(`${requestApi.requestsPage}${query}`, { size: 25, page: 0, desc: true, ...body }, user);

  it('Requests answers every request of the company, newest first, as A§3 lists it', async () => {
    const response = await t.post(requestApi.requests, undefined, companySales);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<RegistrationRequest[]>();
    expect(rows.map((row) => row.id)).toEqual(ids.slice(0, 4).reverse());
    expect(rows[3]).toEqual({
      id: ids[0],
      createdDate: '2026-10-01T08:00:00.000Z',
      custNo: 'K002',
      comId,
      type: 1,
      typeName: 'Registration',
      status: 1,
      statusName: 'New',
      fullName: 'Anna Bondar',
      eMail: 'ivan@example.com',
      phone: '+380 44 1234567',
    });
    expect(rows[0]).toMatchObject({ typeName: 'Registration', statusName: 'Confirmed' });
    expect(JSON.stringify(rows)).not.toContain('"ip"');
    const other = await t.post(requestApi.requests, undefined, foreignManager);
    expect(other.json<RegistrationRequest[]>().map((row) => row.fullName)).toEqual([
      'Foreign Person',
    ]);
  });

  it('Requests is capped at allRowsCap rows', async () => {
    const own = await makeCompany(t.deps.db);
    const user = await t.makeUser({ roles: ['SalesManager'], comId: own.comId });
    for (let i = 0; i < 3; i++) await addRequest({ comId: own.comId, fullName: `Person ${i}` });
    // The service reads the cap on each call: lower it for this one.
    const cap = t.config.allRowsCap;
    t.config.allRowsCap = 2;
    try {
      const rows = (await t.post(requestApi.requests, undefined, user)).json<
        RegistrationRequest[]
      >();
      expect(rows.map((row) => row.fullName)).toEqual(['Person 2', 'Person 1']);
    } finally {
      t.config.allRowsCap = cap;
    }
  });

  it('RequestsPage pages newest first by default, with the total', async () => {
    const response = await page('', companyManager, { size: 3 });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<PagedAnswer<RegistrationRequest>>();
    expect(answer).toMatchObject({ total: 4, pageCount: 2, capped: false });
    expect(answer.rows.map((row) => row.id)).toEqual([ids[3], ids[2], ids[1]]);
    const second = (await page('', companyManager, { size: 3, page: 1 })).json<
      PagedAnswer<RegistrationRequest>
    >();
    expect(second.rows.map((row) => row.id)).toEqual([ids[0]]);
  });

  it('RequestsPage sorts by each column of requestOrderBy, in any letter case', async () => {
    const names = async (orderBy: string, desc: boolean) =>
      (await page(`?orderBy=${orderBy}`, companyManager, { desc }))
        .json<PagedAnswer<RegistrationRequest>>()
        .rows.map((row) => row.fullName);
    expect(await names('fullName', false)).toEqual([
      'Anna Bondar',
      'Bohdan Melnyk',
      'Olha Tkachenko',
      'Petro Savchuk',
    ]);
    expect(await names('FULLNAME', true)).toEqual([
      'Petro Savchuk',
      'Olha Tkachenko',
      'Bohdan Melnyk',
      'Anna Bondar',
    ]);
    expect(await names('custNo', true)).toEqual([
      'Petro Savchuk',
      'Olha Tkachenko',
      'Bohdan Melnyk',
      'Anna Bondar',
    ]);
    expect((await names('status', false))[3]).toBe('Olha Tkachenko');
    expect((await names('type', true))[0]).toBe('Olha Tkachenko');
    expect(await names('createdDate', false)).toEqual(await names('id', false));
    // An unknown sort key falls back to id.
    expect(await names('password', true)).toEqual(await names('id', true));
    // With a search the same orders hold (the matches are sorted after the trigram lookup).
    for (const orderBy of ['id', 'createdDate', 'custNo', 'type', 'status', 'fullName']) {
      for (const desc of [false, true]) {
        expect(await names(`${orderBy}&filter=example`, desc)).toEqual(await names(orderBy, desc));
      }
    }
  });

  it('RequestsPage filters by type and status, and searches code, name, e-mail and phone', async () => {
    const found = async (query: string) => {
      const answer = (await page(query)).json<PagedAnswer<RegistrationRequest>>();
      return { total: answer.total, ids: answer.rows.map((row) => row.id) };
    };
    expect(await found('?type=1')).toEqual({ total: 2, ids: [ids[3], ids[0]] });
    expect(await found('?status=5')).toEqual({ total: 1, ids: [ids[2]] });
    expect(await found('?type=1&status=4')).toEqual({ total: 1, ids: [ids[3]] });
    expect(await found('?type=2&status=4')).toEqual({ total: 0, ids: [] });
    expect(await found('?filter=MELNYK')).toEqual({ total: 1, ids: [ids[1]] });
    expect(await found('?filter=k004')).toEqual({ total: 1, ids: [ids[2]] });
    expect(await found('?filter=1234567')).toEqual({
      total: 4,
      ids: [...ids.slice(0, 4)].reverse(),
    });
    expect(await found('?filter=ivan%40example')).toMatchObject({ total: 4 });
    expect(await found('?filter=%25')).toEqual({ total: 0, ids: [] });
    expect(await found('?filter=Foreign')).toEqual({ total: 0, ids: [] });
    expect(await found('?filter=bondar&orderBy=fullName')).toEqual({ total: 1, ids: [ids[0]] });
  });

  it('RequestsPage refuses a bad body or query', async () => {
    expect((await t.post(requestApi.requestsPage, { page: 0 }, companyManager)).statusCode).toBe(
      400,
    );
    expect((await page('?type=x')).statusCode).toBe(400);
    expect((await page('?status=0')).statusCode).toBe(400);
  });

  it('RequestFilters answers the types and statuses present, sorted by code', async () => {
    const response = await t.post(requestApi.requestFilters, undefined, companyManager);
    expect(response.statusCode).toBe(200);
    expect(response.json<RequestFilters>()).toEqual({
      types: [
        { value: 1, name: 'Registration' },
        { value: 2, name: 'Change of contact details' },
        { value: 3, name: 'Other' },
      ],
      statuses: [
        { value: 1, name: 'New' },
        { value: 2, name: 'In review' },
        { value: 4, name: 'Confirmed' },
        { value: 5, name: 'Rejected' },
      ],
    });
    const other = (
      await t.post(requestApi.requestFilters, undefined, foreignManager)
    ).json<RequestFilters>();
    expect(other).toEqual({
      types: [{ value: 2, name: 'Change of contact details' }],
      statuses: [{ value: 1, name: 'New' }],
    });
  });

  it('refuses the signed-out and the other roles on every staff call', async () => {
    for (const url of [
      requestApi.requests,
      requestApi.requestFilters,
      requestApi.requestsPage,
      requestApi.sendForConfirm,
    ]) {
      expect((await t.post(url, { size: 25, page: 0 }, contentManager)).statusCode).toBe(403);
      expect((await t.post(url, { size: 25, page: 0 }, null)).statusCode).toBe(401);
    }
  });
});

describe('a login equal to a customer code of another company (issue 31)', () => {
  it("cannot be taken by another company, so the owner's approval still makes the user", async () => {
    const { custNo } = await addCustomer();
    const foreign = await makeCustomer(t.deps.db, { comId: 2 });
    const foreignManager = await t.makeUser({ roles: ['CustomerManager'], comId: 2 });
    for (const login of [custNo, custNo.toLowerCase()]) {
      const taken = await t.post(
        userApi('admin').createUser,
        userCard({ login, custNo: foreign.custNo }),
        foreignManager,
      );
      expect(taken.statusCode).toBe(409);
      expect(taken.json<ErrorAnswer>().message).toBe(messages.loginTaken);
    }
    expect(await storedUser(custNo)).toBeUndefined();

    const request = await addRequest({ custNo, eMail: 'owner@example.com' });
    const response = await t.post(requestApi.sendForConfirm, request.id, manager);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true, login: custNo, userCreated: true });
    expect(await storedUser(custNo)).toMatchObject({ comId: 1, custNo, staffBlock: true });
  });
});

describe('RequestCounts (the home widget of new requests, issue 17)', () => {
  // Companies and customer codes of their own: the counts see exactly these requests.
  let comId: number;
  let companyManager: TestUser;
  let companySales: TestUser;
  let foreignManager: TestUser;
  let emptyCompanySales: TestUser;
  beforeAll(async () => {
    comId = (await makeCompany(t.deps.db)).comId;
    const foreignComId = (await makeCompany(t.deps.db)).comId;
    const emptyComId = (await makeCompany(t.deps.db)).comId;
    companyManager = await t.makeUser({ roles: ['CustomerManager'], comId });
    companySales = await t.makeUser({ roles: ['SalesManager'], comId });
    foreignManager = await t.makeUser({ roles: ['CustomerManager'], comId: foreignComId });
    emptyCompanySales = await t.makeUser({ roles: ['SalesManager'], comId: emptyComId });
    const made = [
      // New, of each type: all three wait for review.
      { comId, custNo: 'RC101', type: 1, status: 1 },
      { comId, custNo: 'RC102', type: 2, status: 1 },
      { comId, custNo: 'RC103', type: 3, status: 1 },
      // Past New: no longer waiting.
      { comId, custNo: 'RC104', type: 1, status: 2 },
      { comId, custNo: 'RC105', type: 1, status: 3 },
      { comId, custNo: 'RC106', type: 1, status: 4 },
      { comId, custNo: 'RC107', type: 2, status: 5 },
      // Another company's new requests.
      { comId: foreignComId, custNo: 'RC901', type: 1, status: 1 },
      { comId: foreignComId, custNo: 'RC902', type: 1, status: 1 },
    ];
    for (const values of made) await makeRequest(t.deps.db, values);
  });
  const counts = (user: TestUser | null) => t.post(requestApi.requestCounts, undefined, user);

  it("counts the company's requests at status 1 New, of every type", async () => {
    for (const user of [companyManager, companySales]) {
      const response = await counts(user);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ new: 3 });
    }
  });

  it("does not count another company's requests", async () => {
    expect((await counts(foreignManager)).json()).toEqual({ new: 2 });
    expect((await counts(emptyCompanySales)).json()).toEqual({ new: 0 });
  });

  it('follows a request out of New', async () => {
    const { comId: ownComId } = await makeCompany(t.deps.db);
    const reviewer = await t.makeUser({ roles: ['SalesManager'], comId: ownComId });
    const { id } = await makeRequest(t.deps.db, { comId: ownComId, custNo: 'RC201' });
    expect((await counts(reviewer)).json()).toEqual({ new: 1 });
    await t.deps.db.update(requests).set({ status: 2 }).where(eq(requests.id, id));
    expect((await counts(reviewer)).json()).toEqual({ new: 0 });
  });

  it('refuses the other roles (403) and the signed-out (401)', async () => {
    const others = await t.makeUser({
      roles: ['ContentManager', 'NotificationManager', 'CustomerUser', 'Admin'],
      comId,
    });
    const refused = await counts(others);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('"new"');
    expect((await counts(null)).statusCode).toBe(401);
  });
});
