import { describe, expect, it } from 'vitest';
import { messages, requestApi, roleCodes, userApi, type ErrorAnswer } from '@bo/contract';
import { openTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

let t: TestApp;
let everyRole: TestUser;
openTestApp({}, async (app) => {
  t = app;
  everyRole = await t.makeUser({ roles: [...roleCodes], custNo: 'FUZZ1' });
});

const nul = 'a\u0000b';
const beyondInt = 2_147_483_648;
const beyondSafe = 9_007_199_254_740_991;
/** Field names the calls read, each holding hostile text. */
const textFields = Object.fromEntries(
  [
    'login',
    'pwd',
    'password',
    'name',
    'fullName',
    'eMail',
    'phone',
    'custNo',
    'role',
    'path',
    'currentDir',
    'directoryName',
    'title',
    'link',
    'month',
    'filter',
    'token',
    'blockReason',
  ].map((field) => [field, nul]),
);
const numberFields = Object.fromEntries(
  ['id', 'bannerId', 'bannerType', 'comId', 'type', 'status', 'sort', 'size', 'page'].map(
    (field) => [field, beyondInt],
  ),
);
const hostileBodies: unknown[] = [
  nul,
  String(beyondInt),
  beyondInt,
  beyondSafe,
  { size: 25, page: beyondSafe, desc: false },
  { size: 25, page: beyondInt, desc: false },
  textFields,
  numberFields,
  { user: { ...textFields, blocked: false }, changePassword: true },
  { type: 1, contentTerms: [{ id: beyondInt, exclude: false, custNo: nul }] },
];
const hostileQuery = `?filter=${encodeURIComponent(nul)}&orderBy=${encodeURIComponent(nul)}&type=${beyondInt}&status=${beyondInt}&id=${beyondInt}&month=${encodeURIComponent(nul)}`;

/** A concrete URL for a route pattern, its parameters hostile. */
const concrete = (url: string, value: string) =>
  url.replace(/:[A-Za-z]+/g, encodeURIComponent(value)).replace(/\*$/, encodeURIComponent(value));

describe('no call answers 500 to hostile input (issue 18)', () => {
  it('walks every route with control characters and out-of-range numbers', async () => {
    const failures: string[] = [];
    for (const route of t.app.apiRoutes) {
      // Signing out would end the walker's own session.
      if (route.url === '/api/auth/logout') continue;
      for (const param of [nul, String(beyondInt)]) {
        const url = concrete(route.url, param) + hostileQuery;
        const bodies = route.method === 'GET' ? [undefined] : hostileBodies;
        for (const body of bodies) {
          const response =
            route.method === 'GET'
              ? await t.app.inject({ method: 'GET', url, headers: { cookie: everyRole.cookie } })
              : await t.post(url, body, everyRole);
          if (response.statusCode >= 500) {
            failures.push(
              `${route.method} ${url} ${JSON.stringify(body)} → ${response.statusCode}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('control characters in text are a 400 that names the field', () => {
  const refused = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(400);
    expect((response.json() as ErrorAnswer).message).toBe(messages.controlCharacters);
  };

  it('in sign-in, registration, user fields, filters and names', async () => {
    refused(await t.post('/api/auth/login', { login: nul, password: 'x' }));
    refused(await t.post('/api/auth/login', { login: 'admin', password: nul }));
    refused(
      await t.post(requestApi.register, {
        comId: 1,
        custNo: 'C1',
        fullName: nul,
        eMail: 'a@example.com',
        phone: '1',
      }),
    );
    const admin = userApi('admin');
    const card = { login: 'fuzzed', pwd: 'good-pass1', custNo: 'FUZZ1', fullName: nul };
    const created = await t.post(admin.createUser, card, everyRole);
    refused(created);
    expect(created.json<ErrorAnswer>().errors).toEqual({
      'body.fullName': [messages.controlCharacters],
    });
    refused(
      await t.post(
        `${admin.usersPage}?filter=${encodeURIComponent(nul)}`,
        { size: 25, page: 0 },
        everyRole,
      ),
    );
    refused(await t.post('/api/FileManager/CreateDirectory', { currentDir: `/${nul}` }, everyRole));
  });

  it('keeps tabs and line breaks, which text may hold', async () => {
    const response = await t.post(
      `${userApi('admin').usersPage}?filter=${encodeURIComponent('a\tb')}`,
      { size: 25, page: 0 },
      everyRole,
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('integers beyond the database range are a 400', () => {
  it('in ids and pages', async () => {
    for (const body of [
      { size: 25, page: beyondSafe },
      { size: 25, page: beyondInt },
    ]) {
      const response = await t.post(userApi('admin').usersPage, body, everyRole);
      expect(response.statusCode).toBe(400);
    }
    const lastPage = await t.post(
      userApi('admin').usersPage,
      { size: 100_000, page: beyondInt - 1 },
      everyRole,
    );
    expect(lastPage.statusCode, lastPage.body).toBe(200);
    expect((await t.post('/api/banner/Banner', beyondInt, everyRole)).statusCode).toBe(400);
    expect((await t.post('/api/banner/Banner', String(beyondInt), everyRole)).statusCode).toBe(400);
    expect((await t.post(requestApi.sendForConfirm, beyondInt, everyRole)).statusCode).toBe(400);
  });
});
