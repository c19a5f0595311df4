import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idBodySchema,
  mailApi,
  mailStatuses,
  messages,
  okAnswerSchema,
  outboxPageAnswerSchema,
  outboxSummarySchema,
  pageQuerySchema,
  pageRequestSchema,
  screenRoles,
} from '@bo/contract';
import { writeAudit } from '../audit.js';
import type { Database } from '../db/database.js';
import { mailOutbox } from '../db/platform.schema.js';
import { rolesAccess } from '../http/access.js';
import { currentUser } from '../http/current-user.js';
import { notFound } from '../http/errors.js';
import { containsPattern, pagedList } from '../http/paging.js';
import type { Mailer } from './mailer.js';

/** Those who approve requests see the e-mail that approving sends (DESIGN §4, §5). */
// The outbox belongs to the requests screen, whose approvals send its e-mail.
const config = { access: rolesAccess(...screenRoles.requests) };
const tags = ['mail'];

/** The outbox list, its counts and the retry of a failed e-mail; bodies are never sent. */
export function registerMailRoutes(
  app: FastifyInstance,
  mailer: Mailer,
  db: Database,
  allRowsCap: number,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    mailApi.outboxPage,
    {
      config,
      schema: {
        tags,
        summary: 'One page of the e-mail outbox, newest first; filter searches address and subject',
        body: pageRequestSchema,
        querystring: pageQuerySchema,
        response: { 200: outboxPageAnswerSchema },
      },
    },
    async (request) => {
      const { comId } = currentUser(request);
      const filter = request.query.filter?.trim();
      const where: SQL | undefined = and(
        eq(mailOutbox.comId, comId),
        filter
          ? or(
              ilike(mailOutbox.toAddress, containsPattern(filter)),
              ilike(mailOutbox.subject, containsPattern(filter)),
            )
          : undefined,
      );
      return pagedList(
        request.body,
        allRowsCap,
        {
          rows: (window) =>
            db
              .select({
                id: mailOutbox.id,
                toAddress: mailOutbox.toAddress,
                subject: mailOutbox.subject,
                status: mailOutbox.status,
                attempts: mailOutbox.attempts,
                lastError: mailOutbox.lastError,
                createdAt: mailOutbox.createdAt,
                nextAttemptAt: mailOutbox.nextAttemptAt,
                sentAt: mailOutbox.sentAt,
              })
              .from(mailOutbox)
              .where(where)
              .orderBy(desc(mailOutbox.id))
              .limit(window.limit)
              .offset(window.offset),
          total: async () =>
            (await db.select({ total: count() }).from(mailOutbox).where(where))[0]?.total ?? 0,
        },
        (row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          nextAttemptAt: row.nextAttemptAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        }),
      );
    },
  );

  api.post(
    mailApi.outboxSummary,
    { config, schema: { tags, response: { 200: outboxSummarySchema } } },
    async (request) => {
      const rows = await db
        .select({ status: mailOutbox.status, total: count() })
        .from(mailOutbox)
        .where(eq(mailOutbox.comId, currentUser(request).comId))
        .groupBy(mailOutbox.status);
      const counts = Object.fromEntries(mailStatuses.map((status) => [status, 0]));
      for (const row of rows) counts[row.status] = row.total;
      return {
        queued: counts.queued ?? 0,
        sent: counts.sent ?? 0,
        failed: counts.failed ?? 0,
        logged: counts.logged ?? 0,
        smtp: mailer.smtpEnabled,
      };
    },
  );

  api.post(
    mailApi.retry,
    { config, schema: { tags, body: idBodySchema, response: { 200: okAnswerSchema } } },
    async (request) => {
      const actor = currentUser(request);
      const id = request.body;
      await db.transaction(async (tx) => {
        if (!(await mailer.retry(tx, actor.comId, id))) throw notFound(messages.mailNotFailed);
        await writeAudit(tx, {
          actorLogin: actor.login,
          comId: actor.comId,
          entity: 'mail',
          entityId: id,
          action: 'update',
          before: { status: 'failed' },
          after: { status: mailer.smtpEnabled ? 'queued' : 'logged', attempts: 0 },
        });
      });
      mailer.deliverSoon();
      return { ok: true as const };
    },
  );
}
