import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  messages,
  requestApi,
  type ErrorAnswer,
  type PagedAnswer,
  type RegistrationRequest,
} from '@bo/contract';
import { mailOutbox } from '../../platform/db/platform.schema.js';
import { makeCustomer } from '../../test/factories/customers.js';
import { openTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

let t: TestApp;
let staff: TestUser;

openTestApp({ publicUrl: 'https://portal.example.com' }, async (app) => {
  t = app;
  await makeCustomer(t.deps.db, {
    custNo: 'C100077',
    name: 'Zhytomyr Motors',
    eMail: 'office@example.com',
  });
  staff = await t.makeUser({ roles: ['CustomerManager'], login: 'loop-manager' });
});

describe('the whole registration loop (DESIGN §5)', () => {
  it('register → approve → e-mail → set the password → sign in as the customer', async () => {
    // 1. A prospective customer files a request without a session.
    const registered = await t.post(
      requestApi.register,
      {
        comId: 1,
        custNo: 'C100077',
        fullName: 'Mykola Hnatiuk',
        eMail: 'mykola@example.com',
        phone: '+380 97 5550101',
      },
      null,
    );
    expect(registered.statusCode, registered.body).toBe(200);

    // 2. Company 1 staff find it in the list.
    const page = await t.post(
      `${requestApi.requestsPage}?filter=hnatiuk&type=1&status=1`,
      { size: 25, page: 0, desc: true },
      staff,
    );
    expect(page.statusCode, page.body).toBe(200);
    const [request, ...others] = page.json<PagedAnswer<RegistrationRequest>>().rows;
    expect(others).toEqual([]);
    expect(request).toMatchObject({
      custNo: 'C100077',
      comId: 1,
      typeName: 'Registration',
      statusName: 'New',
      eMail: 'mykola@example.com',
    });

    // 3. Allow registration.
    const approved = await t.post(requestApi.sendForConfirm, String(request?.id), staff);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ ok: true, login: 'C100077', userCreated: true });
    // The blocked user cannot sign in yet.
    const early = await t.post('/api/auth/login', { login: 'C100077', password: 'x' }, null);
    expect(early.statusCode).not.toBe(200);

    // 4. The e-mail, written to the outbox and the log without SMTP.
    const [mail] = await t.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'mykola@example.com'));
    expect(mail).toMatchObject({ status: 'logged', subject: messages.confirmationMailSubject });
    const link = /https:\/\/portal\.example\.com\/confirm#(\S+)/.exec(mail?.bodyText ?? '');
    const token = link?.[1] ?? '';
    expect(token).toHaveLength(43);

    // 5. The link's page, then the password.
    const confirmation = await t.post(requestApi.confirmation, { token }, null);
    expect(confirmation.statusCode, confirmation.body).toBe(200);
    expect(confirmation.json()).toMatchObject({ login: 'C100077', fullName: 'Mykola Hnatiuk' });
    const confirmed = await t.post(requestApi.confirm, { token, password: 'spring-2026' }, null);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ ok: true, login: 'C100077' });

    // 6. The customer signs in with the code and the new password.
    const login = await t.post(
      '/api/auth/login',
      { login: 'C100077', password: 'spring-2026' },
      null,
    );
    expect(login.statusCode, login.body).toBe(200);
    const cookie = login.cookies.find((c) => c.name === 'bo_session');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `bo_session=${cookie?.value ?? ''}` },
    });
    expect(me.json()).toMatchObject({
      login: 'C100077',
      custNo: 'C100077',
      comId: 1,
      fullName: 'Mykola Hnatiuk',
      roles: ['CustomerUser'],
    });

    // 7. The request is confirmed, and the link is spent.
    const list = await t.post(requestApi.requests, undefined, staff);
    const after = list.json<RegistrationRequest[]>().find((row) => row.id === request?.id);
    expect(after).toMatchObject({ status: 4, statusName: 'Confirmed' });
    const reused = await t.post(requestApi.confirmation, { token }, null);
    expect(reused.statusCode).toBe(410);
    expect(reused.json<ErrorAnswer>().message).toBe(messages.confirmationLinkUsed);
  });
});
