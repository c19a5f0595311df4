import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, requestStatuses, requestApi, type ErrorAnswer } from '@bo/contract';
import { auditLog } from '../../platform/db/platform.schema.js';
import { userRoles, users } from '../../schema.js';
import { createUser } from '../users/index.js';
import {
  t,
  manager,
  sales,
  addRequest,
  addCustomer,
  storedRequest,
  storedUser,
  tokensOf,
  mailTo,
  openRequestsApp,
} from '../../test/scenes/requests.js';
import { auditRowsOf } from '../../test/factories/audit.js';

openRequestsApp();

describe('SendForConfirm (A§2 Allow registration, DESIGN §5)', () => {
  // Each test approves requests of customers of its own: the user made is named after the code.
  it('creates the blocked customer user, a link, the e-mail, status 3 and audit rows', async () => {
    const { custNo } = await addCustomer();
    const request = await addRequest({
      custNo,
      fullName: 'Anna Bondar',
      eMail: 'anna@example.com',
      phone: '+380 67 7654321',
    });
    const before = Date.now();
    const response = await t.post(requestApi.sendForConfirm, String(request.id), manager);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true, login: custNo, userCreated: true });

    const user = await storedUser(custNo);
    expect(user).toMatchObject({
      login: custNo,
      blocked: true,
      blockReason: messages.awaitingConfirmation,
      fullName: 'Anna Bondar',
      eMail: 'anna@example.com',
      phone: '+380 67 7654321',
      custNo,
      comId: 1,
      eMailConfirmed: false,
    });
    expect(user?.pwdHash).toMatch(/^\$argon2id\$/);
    const roles = await t.deps.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, user?.userId ?? 0));
    expect(roles).toEqual([{ role: 'CustomerUser' }]);

    const stored = await storedRequest(request.id);
    expect(stored?.status).toBe(3);
    expect(stored?.updated.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const [token, ...moreTokens] = await tokensOf(user?.userId ?? 0);
    expect(moreTokens).toEqual([]);
    expect(token?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(token?.requestId).toBe(request.id);
    expect(token?.usedAt).toBeNull();
    const lifetime = (token?.expiresAt.getTime() ?? 0) - (token?.createdAt.getTime() ?? 0);
    expect(lifetime).toBe(t.config.confirmationLinkMs);

    const [mail, ...moreMail] = await mailTo('anna@example.com');
    expect(moreMail).toEqual([]);
    expect(mail).toMatchObject({
      comId: 1,
      subject: messages.confirmationMailSubject,
      status: 'logged',
    });
    const link = /https:\/\/portal\.example\.com\/confirm#([A-Za-z0-9_-]{43})\n/.exec(
      mail?.bodyText ?? '',
    );
    expect(link, mail?.bodyText).not.toBeNull();
    expect(mail?.bodyText).toContain('Hello Anna Bondar');
    expect(mail?.bodyText).toContain(`Your login is ${custNo}.`);
    expect(mail?.bodyText).toMatch(/until \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} UTC/);
    // The database keeps only the hash of the link's secret.
    expect(JSON.stringify(await tokensOf(user?.userId ?? 0))).not.toContain(link?.[1]);

    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorLogin, 'rq-manager'));
    const requestAudit = audits.find(
      (row) => row.entity === 'request' && row.entityId === String(request.id),
    );
    expect(requestAudit).toMatchObject({ action: 'update', comId: 1 });
    expect(requestAudit?.before).toMatchObject({ status: 1 });
    expect(requestAudit?.after).toMatchObject({ status: 3, statusName: 'Sent for confirmation' });
    const userAudit = audits.find((row) => row.entity === 'user' && row.entityId === custNo);
    expect(userAudit).toMatchObject({ action: 'create' });
    expect(JSON.stringify(userAudit?.after)).not.toContain('argon2');
  });

  it('takes the id as a number, and is allowed to a SalesManager', async () => {
    const { custNo } = await addCustomer();
    const request = await addRequest({ custNo, eMail: 'number@example.com' });
    const response = await t.post(requestApi.sendForConfirm, request.id, sales);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ login: custNo, userCreated: true });
  });

  it("answers 404 for another company's request and an unknown id, and changes nothing", async () => {
    const { custNo } = await addCustomer(2);
    const foreign = await addRequest({ comId: 2, custNo, eMail: 'foreign@example.com' });
    const response = await t.post(requestApi.sendForConfirm, String(foreign.id), manager);
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorAnswer>().message).toBe(messages.requestNotFound);
    expect((await t.post(requestApi.sendForConfirm, '999999', manager)).statusCode).toBe(404);
    expect((await storedRequest(foreign.id))?.status).toBe(1);
    expect(await storedUser(custNo)).toBeUndefined();
    expect(await mailTo('foreign@example.com')).toEqual([]);
  });

  it('answers 400 for a missing or malformed id', async () => {
    expect((await t.post(requestApi.sendForConfirm, undefined, manager)).statusCode).toBe(400);
    expect((await t.post(requestApi.sendForConfirm, 'abc', manager)).statusCode).toBe(400);
    expect((await t.post(requestApi.sendForConfirm, { id: 1 }, manager)).statusCode).toBe(400);
    expect((await t.post(requestApi.sendForConfirm, -1, manager)).statusCode).toBe(400);
  });

  it('refuses a request that is not a registration (400)', async () => {
    const { custNo } = await addCustomer();
    const request = await addRequest({ custNo, type: 2, eMail: 'change@example.com' });
    const response = await t.post(requestApi.sendForConfirm, String(request.id), manager);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorAnswer>().message).toBe(messages.requestNotRegistration);
    expect((await storedRequest(request.id))?.status).toBe(1);
    expect(await storedUser(custNo)).toBeUndefined();
  });

  it('refuses a request already sent or confirmed (409)', async () => {
    const { custNo } = await addCustomer();
    for (const [status, name] of [
      [3, 'Sent for confirmation'],
      [4, 'Confirmed'],
    ] as const) {
      expect(messages.requestAlreadySent(requestStatuses[status])).toContain(
        `its status is ${name}`,
      );
      const request = await addRequest({ custNo, status, eMail: `s${status}@example.com` });
      const response = await t.post(requestApi.sendForConfirm, String(request.id), manager);
      expect(response.statusCode).toBe(409);
      expect(response.json<ErrorAnswer>().message).toBe(
        messages.requestAlreadySent(requestStatuses[status]),
      );
      expect(await mailTo(`s${status}@example.com`)).toEqual([]);
    }
    expect(await storedUser(custNo)).toBeUndefined();
  });

  it('approves requests in review and rejected ones too', async () => {
    const inReview = await addRequest({
      custNo: (await addCustomer()).custNo,
      status: 2,
      eMail: 'in-review@example.com',
    });
    expect((await t.post(requestApi.sendForConfirm, inReview.id, manager)).statusCode).toBe(200);
    const rejected = await addRequest({
      custNo: (await addCustomer()).custNo,
      status: 5,
      eMail: 'rejected@example.com',
    });
    expect((await t.post(requestApi.sendForConfirm, rejected.id, manager)).statusCode).toBe(200);
  });

  it('refuses a request without an e-mail, and one whose customer is not of the company', async () => {
    const noMail = await addRequest({ custNo: (await addCustomer()).custNo, eMail: '' });
    const first = await t.post(requestApi.sendForConfirm, noMail.id, manager);
    expect(first.statusCode).toBe(400);
    expect(first.json<ErrorAnswer>().message).toBe(messages.requestWithoutEMail);

    // A customer of company 2, and a code no customer has.
    for (const custNo of [(await addCustomer(2)).custNo, 'NOPE1']) {
      const request = await addRequest({ custNo, eMail: `${custNo}@example.com` });
      const response = await t.post(requestApi.sendForConfirm, request.id, manager);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorAnswer>().message).toBe(messages.customerNotFound);
      expect((await storedRequest(request.id))?.status).toBe(1);
      expect(await storedUser(custNo)).toBeUndefined();
    }
  });

  it('refuses when a portal user with the login exists and is not waiting for a confirmation', async () => {
    const { custNo } = await addCustomer();
    // The login in another letter case than the code.
    const login = custNo.toLowerCase();
    await createUser(t.deps.db, {
      login,
      password: 'whatever-1',
      fullName: 'Active',
      comId: 1,
      custNo,
      roles: ['CustomerUser'],
    });
    const request = await addRequest({ custNo, eMail: 'taken@example.com' });
    const response = await t.post(requestApi.sendForConfirm, request.id, manager);
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorAnswer>().message).toBe(messages.customerUserExists(login));
    expect((await storedRequest(request.id))?.status).toBe(1);
    expect(await mailTo('taken@example.com')).toEqual([]);

    // Blocked for another reason, or in another company: also not reused.
    await t.deps.db
      .update(users)
      .set({ blocked: true, blockReason: 'Unpaid invoices' })
      .where(eq(users.login, login));
    expect((await t.post(requestApi.sendForConfirm, request.id, manager)).statusCode).toBe(409);
    await t.deps.db
      .update(users)
      .set({ blockReason: messages.awaitingConfirmation, comId: 2 })
      .where(eq(users.login, login));
    expect((await t.post(requestApi.sendForConfirm, request.id, manager)).statusCode).toBe(409);
  });

  it('reuses a user still waiting for its confirmation, and replaces the unused link', async () => {
    const { custNo } = await addCustomer();
    const first = await addRequest({ custNo, eMail: 'first@example.com' });
    expect((await t.post(requestApi.sendForConfirm, first.id, manager)).statusCode).toBe(200);
    const user = await storedUser(custNo);
    const [oldToken] = await tokensOf(user?.userId ?? 0);

    const second = await addRequest({ custNo, eMail: 'second@example.com' });
    const response = await t.post(requestApi.sendForConfirm, second.id, manager);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true, login: custNo, userCreated: false });
    const remaining = await tokensOf(user?.userId ?? 0);
    expect(remaining).toHaveLength(1);
    expect(remaining[0]?.tokenHash).not.toBe(oldToken?.tokenHash);
    expect(remaining[0]?.requestId).toBe(second.id);
    expect(await mailTo('second@example.com')).toHaveLength(1);
    const sameLogin = await t.deps.db
      .select()
      .from(users)
      .where(sql`lower(${users.login}) = lower(${custNo})`);
    expect(sameLogin).toHaveLength(1);
  });

  it('two approvals at once make one user, one link and one e-mail', async () => {
    const { custNo } = await addCustomer();
    const request = await addRequest({ custNo, eMail: 'twice@example.com' });
    const answers = await Promise.all(
      [manager, sales].map((user) => t.post(requestApi.sendForConfirm, request.id, user)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const users3 = await t.deps.db.select().from(users).where(eq(users.login, custNo));
    expect(users3).toHaveLength(1);
    expect(await tokensOf(users3[0]?.userId ?? 0)).toHaveLength(1);
    expect(await mailTo('twice@example.com')).toHaveLength(1);
    const updates = await auditRowsOf(t.deps.db, 'request', request.id);
    expect(updates).toHaveLength(1);
  });

  it('two requests of one customer approved at once make one user', async () => {
    const { custNo } = await addCustomer();
    const one = await addRequest({ custNo, eMail: 'one@example.com' });
    const two = await addRequest({ custNo, eMail: 'two@example.com' });
    const answers = await Promise.all(
      [one, two].map((request) => t.post(requestApi.sendForConfirm, request.id, manager)),
    );
    expect(answers.every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    expect(await t.deps.db.select().from(users).where(eq(users.login, custNo))).toHaveLength(1);
  });
});
