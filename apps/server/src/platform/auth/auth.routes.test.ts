import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@bo/contract';
import { loadConfig } from '../../config.js';
import { openTestApp, createTestApp, type TestApp } from '../../test/test-app.js';
import { sessions, users } from '../../schema.js';

let t: TestApp;
openTestApp({ loginFailureLimit: 3 }, async (app) => {
  t = app;
});

const login = (
  body: unknown,
  headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' },
) => t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: body as object });

/** A sign-in from `remoteAddress` to `app` (the file's), with `headers` beside X-Requested-With. */
const from = (
  remoteAddress: string,
  body: object,
  headers: Record<string, string> = {},
  app: TestApp = t,
) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'x-requested-with': 'XMLHttpRequest', ...headers },
    payload: body,
  });

describe('sign-in', () => {
  it('answers the user, sets an httpOnly SameSite cookie, and /me reads it', async () => {
    const user = await t.makeUser({ roles: ['ContentManager', 'Tester'], custNo: 'C100001' });
    const response = await login({ login: user.login.toUpperCase(), password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      login: user.login,
      fullName: `Test ${user.login}`,
      custNo: 'C100001',
      comId: 1,
      roles: ['ContentManager', 'Tester'],
      lang: null,
    });
    const cookie = response.cookies.find((c) => c.name === 'bo_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { cookie: `bo_session=${cookie?.value}` },
    });
    expect(me.json()).toMatchObject({ login: user.login, roles: ['ContentManager', 'Tester'] });
  });

  it('stores only the token hash and an argon2id password hash', async () => {
    const user = await t.makeUser({ roles: [] });
    const [row] = await t.deps.db.select().from(users).where(eq(users.userId, user.userId));
    expect(row?.pwdHash).toMatch(/^\$argon2id\$/);
    const stored = await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.userId));
    expect(stored.map((s) => s.tokenHash)).not.toContain(user.cookie.split('=')[1]);
  });

  it('refuses a wrong password and an unknown login with the same 401 message', async () => {
    const user = await t.makeUser({ roles: [] });
    const wrong = await login({ login: user.login, password: 'nope' });
    const unknown = await login({ login: 'nobody-here', password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: messages.loginFailed });
    expect(unknown.json()).toMatchObject({ message: messages.loginFailed });
    expect(wrong.cookies).toHaveLength(0);
  });

  it('tells a blocked user why', async () => {
    const user = await t.makeUser({ roles: [] });
    await t.deps.db
      .update(users)
      .set({ blocked: true, blockReason: 'Debt over limit' })
      .where(eq(users.userId, user.userId));
    const response = await login({ login: user.login, password: user.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      message: messages.loginBlocked('Debt over limit'),
      code: 'blocked',
    });
  });

  it('throttles repeated failures for a login, even with the right password afterwards', async () => {
    const user = await t.makeUser({ roles: [] });
    for (let i = 0; i < 3; i++)
      expect((await login({ login: user.login, password: 'bad' })).statusCode).toBe(401);
    const throttled = await login({ login: user.login, password: user.password });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json<{ message: string }>().message).toMatch(/^Too many failed sign-ins/);
  });

  it('throttles an address that tries many logins, without touching other addresses', async () => {
    const user = await t.makeUser({ roles: [] });
    for (let i = 0; i < 12; i++) {
      expect((await from('10.0.0.9', { login: `guess${i}`, password: 'x' })).statusCode).toBe(401);
    }
    expect(
      (await from('10.0.0.9', { login: user.login, password: user.password })).statusCode,
    ).toBe(429);
    expect(
      (await from('10.0.0.10', { login: user.login, password: user.password })).statusCode,
    ).toBe(200);
  });

  it('refuses a missing field and a body of the wrong type with 400', async () => {
    expect((await login({ login: 'x' })).statusCode).toBe(400);
    const wrongType = await t.post('/api/auth/login', 'just a string');
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toHaveProperty('message');
  });

  it('refuses a sign-in without X-Requested-With', async () => {
    const user = await t.makeUser({ roles: [] });
    const response = await login({ login: user.login, password: user.password }, {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: messages.csrfHeaderMissing });
  });
});

describe('sign-in throttle under attack (issue 18)', () => {
  it('checks no more than the limit of 50 concurrent wrong passwords for one login', async () => {
    const user = await t.makeUser({ roles: [] });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        from('10.1.0.1', { login: user.login, password: `guess-${i}` }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(t.config.loginFailureLimit);
    expect(codes.filter((code) => code === 429)).toHaveLength(50 - t.config.loginFailureLimit);
    expect(
      (await from('10.1.0.1', { login: user.login, password: user.password })).statusCode,
    ).toBe(429);
  });

  it('lets the right password in from an address that has not failed (nobody locks a user out)', async () => {
    const user = await t.makeUser({ roles: [] });
    for (let i = 0; i < 10; i++) {
      await from(`10.2.0.${i}`, { login: user.login, password: 'wrong' });
    }
    expect(
      (await from('10.2.0.1', { login: user.login, password: user.password })).statusCode,
    ).toBe(429);
    expect(
      (await from('10.2.9.9', { login: user.login, password: user.password })).statusCode,
    ).toBe(200);
    // An address that has failed for the login waits, even with one failure of its own.
    expect(
      (await from('10.2.0.5', { login: user.login, password: user.password })).statusCode,
    ).toBe(429);
  });

  it('takes the client address from the trusted hop of X-Forwarded-For, never the left-most entry', async () => {
    // As an operator configures it: one proxy in front.
    const { trustProxy } = loadConfig({ TRUST_PROXY: '1' });
    const proxied = await createTestApp({ loginFailureLimit: 3, trustProxy });
    try {
      const user = await proxied.makeUser({ roles: [] });
      const attempt = (clientWritten: string, password: string) =>
        from(
          '127.0.0.1',
          { login: user.login, password },
          // The client wrote the first entry; the proxy appended the address it saw.
          { 'x-forwarded-for': `${clientWritten}, 10.3.0.7` },
          proxied,
        );
      for (let i = 0; i < 3; i++) expect((await attempt(`6.6.6.${i}`, 'bad')).statusCode).toBe(401);
      expect((await attempt('6.6.6.200', user.password)).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

describe('sessions', () => {
  it('answers 401 "Please sign in" without a session', async () => {
    const response = await t.app.inject({ url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: messages.sessionMissing });
  });

  it('answers 401 "session expired" after the idle time and for a forged token', async () => {
    const user = await t.makeUser({ roles: [] });
    await t.deps.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '1 day'` })
      .where(eq(sessions.userId, user.userId));
    const expired = await t.app.inject({ url: '/api/auth/me', headers: { cookie: user.cookie } });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ message: messages.sessionExpired });
    const forged = await t.app.inject({
      url: '/api/auth/me',
      headers: { cookie: 'bo_session=forged' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('ends the session on sign-out', async () => {
    const user = await t.makeUser({ roles: [] });
    expect((await t.post('/api/auth/logout', undefined, user)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(401);
  });

  it('ends the sessions of a user who is blocked', async () => {
    const user = await t.makeUser({ roles: [] });
    await t.deps.db.update(users).set({ blocked: true }).where(eq(users.userId, user.userId));
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(401);
  });
});

describe('the session probe (issue 19: no 401 on every visit of the sign-in page)', () => {
  const probe = (cookie?: string) =>
    t.app.inject({ url: '/api/auth/session', headers: cookie ? { cookie } : {} });

  it('answers 200 signedIn false without a session, with an expired one and a forged one', async () => {
    const none = await probe();
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ signedIn: false });
    expect(none.headers['cache-control']).toBe('no-store');

    const user = await t.makeUser({ roles: [] });
    await t.deps.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '1 day'` })
      .where(eq(sessions.userId, user.userId));
    const expired = await probe(user.cookie);
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toEqual({ signedIn: false });
    expect((await probe('bo_session=forged')).json()).toEqual({ signedIn: false });
  });

  it('answers the signed-in user as /me does, and signed out again after sign-out', async () => {
    const user = await t.makeUser({ roles: ['ContentManager'], custNo: 'C100001' });
    const answer = await probe(user.cookie);
    expect(answer.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: user.cookie } });
    expect(answer.json()).toEqual({ signedIn: true, me: me.json<unknown>() });
    expect(answer.json()).toMatchObject({ me: { login: user.login, custNo: 'C100001' } });

    expect((await t.post('/api/auth/logout', undefined, user)).statusCode).toBe(200);
    expect((await probe(user.cookie)).json()).toEqual({ signedIn: false });
  });
});

describe('server basics', () => {
  it('answers health, matches /api paths case-insensitively and serves the OpenAPI document', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const user = await t.makeUser({ roles: [] });
    expect(
      (await t.app.inject({ url: '/API/Auth/ME', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(200);
    const docs = await t.app.inject({ url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json<{ paths: object }>().paths)).toContain('/api/banner/Banner');
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: messages.notFound });
  });
});
