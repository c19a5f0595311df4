import { describe, expect, it } from 'vitest';
import {
  messages,
  renderText,
  setLanguagePath,
  userApi,
  type ErrorAnswer,
  type Me,
} from '@bo/contract';
import { openTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
openTestApp({}, async (app) => {
  t = app;
});

const me = async (cookie: string) =>
  (await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json<Me>();

describe('Auth/SetLanguage', () => {
  it('keeps the language per user and answers the user as /me does', async () => {
    const user = await t.makeUser({ roles: ['Tester'] });
    expect((await me(user.cookie)).lang).toBeNull();
    const answer = await t.post(setLanguagePath.toLowerCase(), { lang: 'uk' }, user);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Me>()).toMatchObject({ login: user.login, lang: 'uk' });
    expect((await me(user.cookie)).lang).toBe('uk');
    // A new session (another browser) reads the same choice; another user keeps theirs.
    expect((await me(await t.signIn(user.login, user.password))).lang).toBe('uk');
    const other = await t.makeUser({ roles: ['Tester'] });
    expect((await me(other.cookie)).lang).toBeNull();
  });

  it('refuses an unknown language (400) and a caller who is not signed in (401)', async () => {
    const user = await t.makeUser({ roles: [] });
    const unknown = await t.post(setLanguagePath, { lang: 'de' }, user);
    expect(unknown.statusCode).toBe(400);
    expect((await t.post(setLanguagePath, {}, user)).statusCode).toBe(400);
    expect((await me(user.cookie)).lang).toBeNull();
    expect((await t.post(setLanguagePath, { lang: 'uk' }, null)).statusCode).toBe(401);
  });
});

describe("the server's messages in the caller's language", () => {
  it('follows the language the user chose, whatever the browser asks', async () => {
    const user = await t.makeUser({ roles: ['Tester'] });
    await t.post(setLanguagePath, { lang: 'uk' }, user);
    const refused = await t.app.inject({
      method: 'POST',
      url: userApi('admin').usersPage,
      headers: {
        cookie: user.cookie,
        'x-requested-with': 'XMLHttpRequest',
        'accept-language': 'en',
      },
      payload: { size: 25, page: 0 },
    });
    expect(refused.statusCode).toBe(403);
    const answer = refused.json<ErrorAnswer>();
    expect(answer.key).toBe('forbidden');
    expect(answer.message).toBe(renderText('uk', { key: 'forbidden' }));
    expect(answer.message).not.toBe(messages.forbidden);
  });

  it("follows the browser's Accept-Language when nobody is signed in, by weight", async () => {
    const ask = (acceptLanguage: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-requested-with': 'XMLHttpRequest', 'accept-language': acceptLanguage },
        payload: { login: 'nobody-here', password: 'wrong' },
      });
    const ukrainian = (await ask('de-DE,uk;q=0.9,en;q=0.8')).json<ErrorAnswer>();
    expect(ukrainian.message).toBe(renderText('uk', { key: 'loginFailed' }));
    expect(ukrainian.message).not.toBe(messages.loginFailed);
    expect((await ask('en-GB,uk;q=0.5')).json<ErrorAnswer>().message).toBe(messages.loginFailed);
    expect((await ask('de')).json<ErrorAnswer>().message).toBe(messages.loginFailed);
    expect((await ask('uk;q=0,en')).json<ErrorAnswer>().message).toBe(messages.loginFailed);
  });

  it('words a refused request shape and its per-field errors in the language', async () => {
    const user = await t.makeUser({ roles: ['CustomerManager'] });
    await t.post(setLanguagePath, { lang: 'uk' }, user);
    const tooLong = await t.app.inject({
      method: 'POST',
      url: `${userApi('admin').usersPage}?filter=${'x'.repeat(201)}`,
      headers: { cookie: user.cookie, 'x-requested-with': 'XMLHttpRequest' },
      payload: { size: 25, page: 0 },
    });
    expect(tooLong.statusCode).toBe(400);
    const answer = tooLong.json<ErrorAnswer>();
    expect(answer.key).toBe('searchTooLong');
    expect(answer.message).toBe(renderText('uk', { key: 'searchTooLong', params: { max: 200 } }));
  });

  it("words a rule's per-field errors in the language, and English stays verbatim", async () => {
    const editor = await t.makeUser({ roles: ['ContentManager'] });
    const form = () => {
      const body = new FormData();
      body.set('bannerType', '1');
      body.set('sort', '100');
      body.set('active', 'true');
      body.set('title', ' ');
      body.set('ref', '');
      return body;
    };
    const english = await t.postForm('/api/banner/CreateBanner', form(), editor);
    expect(english.json()).toMatchObject({
      message: messages.bannerRequiredFields,
      errors: { title: [messages.requiredField] },
    });
    await t.post(setLanguagePath, { lang: 'uk' }, editor);
    const ukrainian = await t.postForm('/api/banner/CreateBanner', form(), editor);
    expect(ukrainian.statusCode).toBe(400);
    expect(ukrainian.json()).toMatchObject({
      key: 'bannerRequiredFields',
      message: renderText('uk', { key: 'bannerRequiredFields' }),
      errors: { title: [renderText('uk', { key: 'requiredField' })] },
    });
  });
});
