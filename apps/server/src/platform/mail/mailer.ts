import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { Config } from '../../config.js';
import type { Database, Executor } from '../db/database.js';
import { loggableError } from '../http/loggable-error.js';
import * as outbox from './outbox.repository.js';

interface OutgoingMail {
  comId: number;
  to: string;
  subject: string;
  text: string;
}

/** Minutes to wait after the 1st, 2nd, ... failed attempt; the last value repeats. */
const retryDelaysMinutes = [1, 5, 15, 60, 240];
/** A claimed row is retried after this long if its delivery never finished (a crash). */
const claimLeaseMs = 10 * 60 * 1000;
const batchSize = 20;

interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * E-mail through a transactional outbox (DESIGN §5). `enqueue` writes the
 * e-mail in the caller's transaction, so it exists exactly when the change
 * that sends it committed. With SMTP_URL set, `deliverDue` sends queued rows
 * and retries failures with growing delays until MAIL_MAX_ATTEMPTS, then marks
 * them failed (visible in the outbox screen, sendable again). Without SMTP the
 * row is `logged`: it stays in the table and goes to the log.
 */
export class Mailer {
  private readonly transport: Transporter | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<DeliveryReport> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = config.smtpUrl ? createTransport(config.smtpUrl) : undefined;
  }

  get smtpEnabled(): boolean {
    return this.transport !== undefined;
  }

  /** Writes the e-mail in `tx`; call `deliverSoon()` after the transaction commits. */
  async enqueue(tx: Executor, mail: OutgoingMail): Promise<number> {
    const id = await outbox.insertMail(tx, {
      comId: mail.comId,
      toAddress: mail.to,
      subject: mail.subject,
      bodyText: mail.text,
      status: this.transport ? 'queued' : 'logged',
      // The server's clock as the rounds read it: the database's now() has
      // microseconds, and an e-mail queued within the round's millisecond
      // would otherwise wait for the next poll.
      nextAttemptAt: new Date(),
    });
    if (!this.transport) {
      this.log.info(
        { mail: { id, to: mail.to, subject: mail.subject, text: mail.text } },
        'e-mail written to the outbox only: SMTP_URL is not set',
      );
    }
    return id;
  }

  /** Starts a delivery round without waiting for it. */
  deliverSoon(): void {
    if (!this.transport) return;
    setImmediate(() => {
      // A round asked for just before the app closed would meet a closed database.
      if (this.stopped) return;
      this.deliverDue().catch((error: unknown) =>
        this.log.error({ err: loggableError(error) }, 'mail delivery'),
      );
    });
  }

  /** Sends every queued e-mail that is due; one round at a time per process. */
  deliverDue(now: Date = new Date()): Promise<DeliveryReport> {
    if (!this.transport) return Promise.resolve({ sent: 0, retrying: 0, failed: 0 });
    this.running ??= this.deliverRound(this.transport, now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /**
   * Queues a failed e-mail again in `tx` (the caller audits it there); false
   * when there is no failed e-mail `id` in the company. Call `deliverSoon()`
   * after the transaction commits.
   */
  retry(tx: Executor, comId: number, id: number): Promise<boolean> {
    return outbox.requeueFailed(tx, comId, id, this.transport ? 'queued' : 'logged');
  }

  /** Polls for due e-mail every MAIL_POLL_SECONDS (retries, and e-mail of other instances). */
  start(): void {
    if (!this.transport || this.timer) return;
    this.timer = setInterval(() => this.deliverSoon(), this.config.mailPollMs);
    this.timer.unref();
    this.deliverSoon();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    this.transport?.close();
  }

  private async deliverRound(transport: Transporter, now: Date): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      const batch = await this.claimDue(now);
      if (batch.length === 0) return report;
      for (const mail of batch) {
        const outcome = await this.send(transport, mail, now);
        report[outcome]++;
      }
    }
  }

  /** Claims due rows by moving their next attempt past the lease (outbox.claimDue). */
  private claimDue(now: Date) {
    return outbox.claimDue(this.db, now, batchSize, new Date(now.getTime() + claimLeaseMs));
  }

  private async send(
    transport: Transporter,
    mail: outbox.MailRow,
    now: Date,
  ): Promise<keyof DeliveryReport> {
    const attempts = mail.attempts + 1;
    try {
      await transport.sendMail({
        from: this.config.mailFrom,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.bodyText,
      });
      await outbox.updateDelivery(this.db, mail.id, {
        status: 'sent',
        attempts,
        lastError: null,
        sentAt: new Date(),
      });
      return 'sent';
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      const failed = attempts >= this.config.mailMaxAttempts;
      const delay = retryDelaysMinutes[Math.min(attempts, retryDelaysMinutes.length) - 1] ?? 60;
      await outbox.updateDelivery(this.db, mail.id, {
        status: failed ? 'failed' : 'queued',
        attempts,
        lastError: lastError.slice(0, 1000),
        // From the round's clock, so a failed row is not claimed again in the same round.
        nextAttemptAt: new Date(now.getTime() + delay * 60_000),
      });
      this.log.warn(
        { mailId: mail.id, attempts, err: lastError },
        failed ? 'e-mail failed for good' : 'e-mail send failed; will retry',
      );
      return failed ? 'failed' : 'retrying';
    }
  }
}
