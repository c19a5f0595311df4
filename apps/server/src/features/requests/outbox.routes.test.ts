import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  mailApi,
  messages,
  type ErrorAnswer,
  type OutboxRow,
  type OutboxSummary,
  type PagedAnswer,
} from '@bo/contract';
import { mailOutbox } from '../../platform/db/platform.schema.js';
import { openTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { auditRowsOf } from '../../test/factories/audit.js';

let t: TestApp;
let manager: TestUser;
let sales: TestUser;
let otherManager: TestUser;
let contentManager: TestUser;
const ids: Record<string, number> = {};
const secret = 'SECRET-LINK-abcdefghijklmnopqrstuvwxyz0123456';

type NewMail = typeof mailOutbox.$inferInsert;
async function addMail(key: string, values: Partial<NewMail>) {
  const [row] = await t.deps.db
    .insert(mailOutbox)
    .values({
      comId: 1,
      toAddress: `${key}@example.com`,
      subject: `Subject ${key}`,
      bodyText: `Open https://portal.example.com/confirm/${secret}`,
      status: 'logged',
      ...values,
    })
    .returning();
  if (!row) throw new Error('no row');
  ids[key] = row.id;
}

openTestApp({}, async (app) => {
  t = app;
  manager = await t.makeUser({ roles: ['CustomerManager'], login: 'mail-manager' });
  sales = await t.makeUser({ roles: ['SalesManager'], login: 'mail-sales' });
  otherManager = await t.makeUser({ roles: ['CustomerManager'], comId: 2, login: 'mail-other' });
  contentManager = await t.makeUser({ roles: ['ContentManager'], login: 'mail-content' });
  await addMail('anna', { status: 'sent', attempts: 1, sentAt: new Date() });
  await addMail('bohdan', { status: 'failed', attempts: 6, lastError: '550 Mailbox unavailable' });
  await addMail('olena', { status: 'queued', subject: 'Your access to the portal' });
  await addMail('petro', { status: 'logged' });
  await addMail('foreign', { comId: 2, status: 'failed', attempts: 6, lastError: 'timeout' });
});

const page = (query = '', user: TestUser = manager) =>
  t.post(`${mailApi.outboxPage}${query}`, { size: 25, page: 0, desc: true }, user);
const stored = async (key: string) =>
  (
    await t.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, ids[key] ?? 0))
  )[0];

describe('the outbox list and summary', () => {
  it('OutboxPage answers the company e-mail newest first, never the body', async () => {
    const response = await page();
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<PagedAnswer<OutboxRow>>();
    expect(answer).toMatchObject({ total: 4, pageCount: 1, capped: false });
    expect(answer.rows.map((row) => row.toAddress)).toEqual([
      'petro@example.com',
      'olena@example.com',
      'bohdan@example.com',
      'anna@example.com',
    ]);
    expect(answer.rows[2]).toMatchObject({
      id: ids.bohdan,
      subject: 'Subject bohdan',
      status: 'failed',
      attempts: 6,
      lastError: '550 Mailbox unavailable',
      sentAt: null,
    });
    expect(response.body).not.toContain(secret);
    expect(response.body).not.toContain('bodyText');
    expect(response.body).not.toContain('foreign@example.com');
  });

  it('OutboxPage searches address and subject, and pages', async () => {
    const found = async (query: string) =>
      (await page(query)).json<PagedAnswer<OutboxRow>>().rows.map((row) => row.toAddress);
    expect(await found('?filter=BOHDAN')).toEqual(['bohdan@example.com']);
    expect(await found('?filter=access%20to')).toEqual(['olena@example.com']);
    expect(await found('?filter=foreign')).toEqual([]);
    expect(await found('?filter=confirm')).toEqual([]);
    const second = await t.post(mailApi.outboxPage, { size: 3, page: 1, desc: true }, sales);
    expect(second.json<PagedAnswer<OutboxRow>>()).toMatchObject({ total: 4, pageCount: 2 });
    expect(second.json<PagedAnswer<OutboxRow>>().rows.map((row) => row.toAddress)).toEqual([
      'anna@example.com',
    ]);
    expect((await t.post(mailApi.outboxPage, { page: 0 }, manager)).statusCode).toBe(400);
  });

  it('OutboxSummary counts the company e-mail by status and says whether SMTP is set', async () => {
    const response = await t.post(mailApi.outboxSummary, undefined, sales);
    expect(response.statusCode).toBe(200);
    expect(response.json<OutboxSummary>()).toEqual({
      queued: 1,
      sent: 1,
      failed: 1,
      logged: 1,
      smtp: false,
    });
    const other = await t.post(mailApi.outboxSummary, undefined, otherManager);
    expect(other.json<OutboxSummary>()).toEqual({
      queued: 0,
      sent: 0,
      failed: 1,
      logged: 0,
      smtp: false,
    });
  });

  it('refuses other roles (403) and the signed-out (401) on every outbox call', async () => {
    for (const url of [mailApi.outboxPage, mailApi.outboxSummary, mailApi.retry]) {
      const body = url === mailApi.retry ? ids.bohdan : { size: 25, page: 0 };
      expect((await t.post(url, body, contentManager)).statusCode).toBe(403);
      expect((await t.post(url, body, null)).statusCode).toBe(401);
    }
    expect((await stored('bohdan'))?.status).toBe('failed');
  });
});

describe('Retry', () => {
  it("answers 404 for another company's failed e-mail and changes nothing", async () => {
    const response = await t.post(mailApi.retry, String(ids.foreign), manager);
    expect(response.statusCode).toBe(404);
    expect(await stored('foreign')).toMatchObject({ status: 'failed', attempts: 6 });
  });

  it('answers 404 for an e-mail that has not failed, and 400 for a bad id', async () => {
    for (const key of ['anna', 'olena', 'petro']) {
      const response = await t.post(mailApi.retry, ids[key], manager);
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorAnswer>().message).toBe(messages.mailNotFailed);
    }
    expect((await stored('anna'))?.status).toBe('sent');
    expect((await t.post(mailApi.retry, 'abc', manager)).statusCode).toBe(400);
    expect((await t.post(mailApi.retry, undefined, manager)).statusCode).toBe(400);
  });

  it('sends a failed e-mail again: attempts reset, audited; without SMTP it is logged', async () => {
    const response = await t.post(mailApi.retry, String(ids.bohdan), sales);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await stored('bohdan')).toMatchObject({
      status: 'logged',
      attempts: 0,
      lastError: null,
    });
    const audits = await auditRowsOf(t.deps.db, 'mail', String(ids.bohdan));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorLogin: 'mail-sales', action: 'update', comId: 1 });
    // It is no longer failed: a second retry is a 404.
    expect((await t.post(mailApi.retry, ids.bohdan, manager)).statusCode).toBe(404);
  });
});
