import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, requestApi, type ErrorAnswer } from '@bo/contract';
import { auditLog, mailOutbox } from '../../platform/db/platform.schema.js';
import { users } from '../../schema.js';
import { makeCustomer } from '../../test/factories/customers.js';
import { makeRequest } from '../../test/factories/requests.js';
import { openTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { confirmationTokenHash } from './confirmation-token.js';
import { confirmationTokens, requests } from './requests.schema.js';

let t: TestApp;
let manager: TestUser;

openTestApp({ registrationLimitPerHour: 2 }, async (app) => {
  t = app;
  manager = await t.makeUser({ roles: ['CustomerManager'], login: 'pub-manager' });
});

const form = (values: Record<string, unknown> = {}) => ({
  comId: 1,
  custNo: 'P001',
  fullName: 'Ivan Petrenko',
  eMail: 'ivan@example.com',
  phone: '+380 44 1234567',
  ...values,
});

/** Registration from a given client address (inject's remoteAddress). */
const register = (body: unknown, address: string) =>
  t.app.inject({
    method: 'POST',
    url: requestApi.register,
    remoteAddress: address,
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const requestsFrom = (ip: string) =>
  t.deps.db.select().from(requests).where(eq(requests.ip, ip)).orderBy(desc(requests.id));

/** A customer of company 1 of its own; its code becomes the login of an approved request. */
const newCustomerCode = async () => (await makeCustomer(t.deps.db)).custNo;

/** Files and approves a request for `custNo`; answers the link's secret from the newest e-mail. */
async function approvedToken(custNo: string): Promise<string> {
  const request = await makeRequest(t.deps.db, {
    custNo,
    fullName: `Person ${custNo}`,
    eMail: `${custNo}@example.com`,
  });
  const response = await t.post(requestApi.sendForConfirm, request.id, manager);
  expect(response.statusCode, response.body).toBe(200);
  const [mail] = await t.deps.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, `${custNo}@example.com`))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /\/confirm#([A-Za-z0-9_-]{43})/.exec(mail?.bodyText ?? '')?.[1];
  if (!token) throw new Error(`no link in ${mail?.bodyText}`);
  return token;
}

const userOf = async (login: string) =>
  (await t.deps.db.select().from(users).where(eq(users.login, login)))[0];

describe('public registration', () => {
  it('lists every company without a session', async () => {
    const response = await t.post(requestApi.registrationCompanies, undefined, null);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { comId: 1, name: 'Company 1' },
      { comId: 2, name: 'Company 2' },
    ]);
  });

  it('files a type 1, status 1 request with the client address, and audits it', async () => {
    const response = await register(form({ comId: 2, fullName: '  Olena Bondar ' }), '10.0.0.1');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const [row] = await requestsFrom('10.0.0.1');
    expect(row).toMatchObject({
      comId: 2,
      custNo: 'P001',
      type: 1,
      status: 1,
      fullName: 'Olena Bondar',
      eMail: 'ivan@example.com',
      phone: '+380 44 1234567',
      ip: '10.0.0.1',
    });
    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row?.id)));
    expect(audit).toMatchObject({ entity: 'request', action: 'create', actorLogin: 'public' });
    expect(JSON.stringify(audit?.after)).not.toContain('10.0.0.1');
  });

  it('accepts an unknown customer code the same way (it never tells which codes exist)', async () => {
    const known = await register(form({ custNo: await newCustomerCode() }), '10.0.0.2');
    const unknown = await register(form({ custNo: 'NOSUCH9' }), '10.0.0.2');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
  });

  it('files no more than the hourly limit of 50 requests sent at once from one address (issue 18)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => register(form(), '10.0.5.5')),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(t.config.registrationLimitPerHour);
    expect(codes.filter((code) => code === 429)).toHaveLength(
      50 - t.config.registrationLimitPerHour,
    );
    expect(await requestsFrom('10.0.5.5')).toHaveLength(t.config.registrationLimitPerHour);
  });

  it('throttles an address after registrationLimitPerHour requests in the last hour', async () => {
    expect((await register(form(), '10.0.0.3')).statusCode).toBe(200);
    expect((await register(form(), '10.0.0.3')).statusCode).toBe(200);
    const third = await register(form(), '10.0.0.3');
    expect(third.statusCode).toBe(429);
    expect(third.json<ErrorAnswer>().message).toBe(messages.registrationThrottled);
    expect(await requestsFrom('10.0.0.3')).toHaveLength(2);
    // Another address is not held back.
    expect((await register(form(), '10.0.0.4')).statusCode).toBe(200);
    // Requests older than an hour no longer count.
    await t.deps.db
      .update(requests)
      .set({ createdDate: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(requests.ip, '10.0.0.3'));
    expect((await register(form(), '10.0.0.3')).statusCode).toBe(200);
  });

  it('refuses an unknown company and bad forms, and files nothing', async () => {
    const unknown = await register(form({ comId: 77 }), '10.0.0.5');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorAnswer>().message).toBe(messages.registrationCompanyUnknown);
    const bad = [
      form({ custNo: '' }),
      form({ custNo: 'has space' }),
      form({ fullName: ' ' }),
      form({ eMail: 'not-an-address' }),
      form({ comId: 'one' }),
      { custNo: 'P001' },
    ];
    for (const body of bad) expect((await register(body, '10.0.0.5')).statusCode).toBe(400);
    const badMail = await register(form({ eMail: 'nope' }), '10.0.0.5');
    expect(badMail.json<ErrorAnswer>().errors?.eMail).toEqual([messages.eMailInvalid]);
    expect(await requestsFrom('10.0.0.5')).toEqual([]);
  });

  it('needs the X-Requested-With header like every state-changing call', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: requestApi.register,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(form()),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the confirmation link', () => {
  it('Confirmation tells whose link it is and until when', async () => {
    const custNo = await newCustomerCode();
    const token = await approvedToken(custNo);
    const response = await t.post(requestApi.confirmation, { token }, null);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ login: string; fullName: string; expires: string }>();
    expect(answer).toMatchObject({ login: custNo, fullName: `Person ${custNo}` });
    const [stored] = await t.deps.db
      .select()
      .from(confirmationTokens)
      .where(eq(confirmationTokens.tokenHash, confirmationTokenHash(token)));
    expect(answer.expires).toBe(stored?.expiresAt.toISOString());
  });

  it('a forged link is 404, a malformed one 400, on both calls', async () => {
    const forged = 'A'.repeat(43);
    for (const url of [requestApi.confirmation, requestApi.confirm]) {
      const response = await t.post(url, { token: forged, password: 'good-pass-1' }, null);
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorAnswer>().message).toBe(messages.confirmationLinkInvalid);
      for (const body of [{ token: 'short' }, { token: `${forged}!` }, {}, 'x']) {
        expect((await t.post(url, body, null)).statusCode).toBe(400);
      }
    }
  });

  it('a weak password is 400 with the rule, and leaves the user blocked and the link usable', async () => {
    const custNo = await newCustomerCode();
    const token = await approvedToken(custNo);
    for (const password of ['short1', 'lettersonly', '12345678901', '']) {
      const response = await t.post(requestApi.confirm, { token, password }, null);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorAnswer>().message).toBe(messages.passwordRule);
    }
    expect((await t.post(requestApi.confirm, { token }, null)).statusCode).toBe(400);
    expect(await userOf(custNo)).toMatchObject({
      blocked: true,
      blockReason: messages.awaitingConfirmation,
    });
    expect((await t.post(requestApi.confirmation, { token }, null)).statusCode).toBe(200);
  });

  it('Confirm sets the password, unblocks, confirms the e-mail and the request, once', async () => {
    const custNo = await newCustomerCode();
    const token = await approvedToken(custNo);
    const response = await t.post(requestApi.confirm, { token, password: 'new-pass-42' }, null);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true, login: custNo });
    expect(await userOf(custNo)).toMatchObject({
      blocked: false,
      blockReason: null,
      eMailConfirmed: true,
    });
    const [request] = await t.deps.db.select().from(requests).where(eq(requests.custNo, custNo));
    expect(request?.status).toBe(4);
    expect(await t.signIn(custNo, 'new-pass-42')).toMatch(/^bo_session=/);
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.actorLogin, custNo));
    expect(audits.map((row) => `${row.entity}:${row.action}`).sort()).toEqual([
      'request:update',
      'user:update',
    ]);
    expect(JSON.stringify(audits)).not.toContain('argon2');

    // The link is spent: both calls answer 410 and a second password changes nothing.
    for (const url of [requestApi.confirmation, requestApi.confirm]) {
      const again = await t.post(url, { token, password: 'other-pass-7' }, null);
      expect(again.statusCode).toBe(410);
      expect(again.json<ErrorAnswer>().message).toBe(messages.confirmationLinkUsed);
    }
    expect(await t.signIn(custNo, 'new-pass-42')).toMatch(/^bo_session=/);
  });

  it('an expired link is 410 and changes nothing', async () => {
    const custNo = await newCustomerCode();
    const token = await approvedToken(custNo);
    await t.deps.db
      .update(confirmationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(confirmationTokens.tokenHash, confirmationTokenHash(token)));
    for (const url of [requestApi.confirmation, requestApi.confirm]) {
      const response = await t.post(url, { token, password: 'new-pass-42' }, null);
      expect(response.statusCode).toBe(410);
      expect(response.json<ErrorAnswer>().message).toBe(messages.confirmationLinkExpired);
    }
    expect(await userOf(custNo)).toMatchObject({ blocked: true, eMailConfirmed: false });
    const [request] = await t.deps.db.select().from(requests).where(eq(requests.custNo, custNo));
    expect(request?.status).toBe(3);
  });

  it('a link replaced by a second approval no longer works (404)', async () => {
    const custNo = await newCustomerCode();
    const first = await approvedToken(custNo);
    const second = await approvedToken(custNo);
    expect((await t.post(requestApi.confirmation, { token: first }, null)).statusCode).toBe(404);
    expect((await t.post(requestApi.confirmation, { token: second }, null)).statusCode).toBe(200);
  });

  it('a user blocked by staff since the approval is not unblocked by the link (404)', async () => {
    const custNo = await newCustomerCode();
    const token = await approvedToken(custNo);
    await t.deps.db
      .update(users)
      .set({ blockReason: 'Unpaid invoices' })
      .where(eq(users.login, custNo));
    for (const url of [requestApi.confirmation, requestApi.confirm]) {
      const response = await t.post(url, { token, password: 'new-pass-42' }, null);
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorAnswer>().message).toBe(messages.confirmationLinkInvalid);
    }
    expect(await userOf(custNo)).toMatchObject({ blocked: true, blockReason: 'Unpaid invoices' });
    const [link] = await t.deps.db
      .select()
      .from(confirmationTokens)
      .where(eq(confirmationTokens.tokenHash, confirmationTokenHash(token)));
    expect(link?.usedAt).toBeNull();
  });

  it('the same link confirmed twice at once sets one password', async () => {
    const token = await approvedToken(await newCustomerCode());
    const answers = await Promise.all(
      ['first-pass-1', 'second-pass-2'].map((password) =>
        t.post(requestApi.confirm, { token, password }, null),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
  });
});
