import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, requestApi } from '@bo/contract';
import { mailOutbox } from '../db/platform.schema.js';
import { makeCustomer } from '../../test/factories/customers.js';
import { makeRequest } from '../../test/factories/requests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

interface Received {
  from: string;
  to: string[];
  /** The message as sent, quoted-printable soft line breaks undone. */
  data: string;
}

/** A real SMTP server on a free loopback port; `rejecting` refuses every recipient. */
class TestSmtpServer {
  readonly received: Received[] = [];
  rejecting = false;
  private waiting: ((mail: Received) => void)[] = [];
  readonly server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo: (_address, _session, callback) => {
      if (!this.rejecting) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: Received = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          data: raw
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
              String.fromCharCode(parseInt(hex, 16)),
            ),
        };
        this.received.push(mail);
        for (const resolve of this.waiting.splice(0)) resolve(mail);
        callback();
      });
    },
  });

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.server.address() as AddressInfo).port;
  }

  /** Resolves with the next message the server receives. */
  nextMail(): Promise<Received> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const minute = 60_000;
let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new TestSmtpServer();
  const port = await smtp.listen();
  t = await createTestApp({
    smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mailFrom: 'Back office <no-reply@example.com>',
    mailMaxAttempts: 3,
    publicUrl: 'https://portal.example.com',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
// The SMTP server's state is the test's; the outbox is not emptied: each test mails its own
// addresses and leaves nothing queued, so what deliverDue finds due is the test's own.
beforeEach(() => {
  smtp.rejecting = false;
  smtp.received.length = 0;
});

const stored = async (id: number) =>
  (await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
const enqueue = (to = 'anna@example.com', comId = 1) =>
  t.deps.mailer.enqueue(t.deps.db, {
    comId,
    to,
    subject: 'Hello',
    text: 'Open https://portal.example.com/confirm/abc to go on.\n',
  });

describe('Mailer with SMTP', () => {
  it('delivers a queued e-mail and marks it sent', async () => {
    const id = await enqueue();
    expect(await stored(id)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await t.deps.mailer.deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await stored(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect((await stored(id))?.sentAt).toBeInstanceOf(Date);
    const [mail, ...more] = smtp.received;
    expect(more).toEqual([]);
    expect(mail?.from).toBe('no-reply@example.com');
    expect(mail?.to).toEqual(['anna@example.com']);
    expect(mail?.data).toContain('Subject: Hello');
    expect(mail?.data).toContain('https://portal.example.com/confirm/abc');
    // Nothing is left to send.
    expect(await t.deps.mailer.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('approving a request mails the confirmation link through SMTP at once', async () => {
    const { custNo } = await makeCustomer(t.deps.db, { name: 'Mail Motors' });
    const request = await makeRequest(t.deps.db, {
      custNo,
      fullName: 'Iryna Shevchuk',
      eMail: 'iryna@example.com',
    });
    const manager = await t.makeUser({ roles: ['CustomerManager'] });
    const arriving = smtp.nextMail();
    const response = await t.post(requestApi.sendForConfirm, request.id, manager);
    expect(response.statusCode, response.body).toBe(200);

    const mail = await arriving;
    expect(mail.to).toEqual(['iryna@example.com']);
    expect(mail.data).toContain(`Subject: ${messages.confirmationMailSubject}`);
    expect(mail.data).toMatch(/https:\/\/portal\.example\.com\/confirm#[A-Za-z0-9_-]{43}/);
    // The round that sent it has finished once deliverDue answers.
    await t.deps.mailer.deliverDue();
    const [row] = await t.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'iryna@example.com'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('a refused e-mail stays queued with the error and a later attempt, then fails after the last attempt', async () => {
    smtp.rejecting = true;
    const id = await enqueue('refused@example.com');
    // The e-mail is due at once: it is stamped with the same clock the round reads.
    const start = new Date();
    expect(await t.deps.mailer.deliverDue(start)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const first = await stored(id);
    expect(first).toMatchObject({ status: 'queued', attempts: 1 });
    expect(first?.lastError).toMatch(/550|Mailbox unavailable/);
    expect(first?.nextAttemptAt.getTime()).toBe(start.getTime() + 1 * minute);

    // Not due yet: nothing is tried.
    expect(await t.deps.mailer.deliverDue(start)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect((await stored(id))?.attempts).toBe(1);

    const later = new Date(start.getTime() + 24 * 60 * minute);
    expect(await t.deps.mailer.deliverDue(later)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const second = await stored(id);
    expect(second).toMatchObject({ status: 'queued', attempts: 2 });
    expect(second?.nextAttemptAt.getTime()).toBe(later.getTime() + 5 * minute);

    const last = new Date(later.getTime() + 24 * 60 * minute);
    expect(await t.deps.mailer.deliverDue(last)).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await stored(id)).toMatchObject({ status: 'failed', attempts: 3 });
    // A failed e-mail is not tried again by itself.
    const muchLater = new Date(last.getTime() + 365 * 24 * 60 * minute);
    expect(await t.deps.mailer.deliverDue(muchLater)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toEqual([]);
  });

  it('retry queues a failed e-mail again with its attempts reset, and it is then sent', async () => {
    const id = await enqueue('retry@example.com');
    await t.deps.db
      .update(mailOutbox)
      .set({ status: 'failed', attempts: 3, lastError: '550 Mailbox unavailable' })
      .where(eq(mailOutbox.id, id));
    expect(await t.deps.mailer.retry(t.deps.db, 2, id)).toBe(false);
    expect(await t.deps.mailer.retry(t.deps.db, 1, id)).toBe(true);
    expect(await stored(id)).toMatchObject({ status: 'queued', attempts: 0, lastError: null });
    expect(await t.deps.mailer.deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await stored(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.received.map((mail) => mail.to)).toEqual([['retry@example.com']]);
    // Only a failed e-mail is queued again.
    expect(await t.deps.mailer.retry(t.deps.db, 1, id)).toBe(false);
  });

  it('says SMTP is on', () => {
    expect(t.deps.mailer.smtpEnabled).toBe(true);
  });
});

describe('Mailer without SMTP', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain.close());

  it('writes the e-mail as logged, and delivery has nothing to do', async () => {
    expect(plain.config.smtpUrl).toBeUndefined();
    expect(plain.deps.mailer.smtpEnabled).toBe(false);
    const id = await plain.deps.mailer.enqueue(plain.deps.db, {
      comId: 1,
      to: 'log@example.com',
      subject: 'Logged',
      text: 'body',
    });
    expect(await plain.deps.mailer.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    const [row] = await plain.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'logged', attempts: 0, bodyText: 'body', sentAt: null });
  });

  it('an e-mail written in a transaction that rolls back does not exist', async () => {
    await expect(
      plain.deps.db.transaction(async (tx) => {
        await plain.deps.mailer.enqueue(tx, {
          comId: 1,
          to: 'rolled-back@example.com',
          subject: 'Never',
          text: 'x',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await plain.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'rolled-back@example.com'));
    expect(rows).toEqual([]);
  });
});
