import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idBodySchema,
  mailApi,
  okAnswerSchema,
  outboxPageAnswerSchema,
  outboxSummarySchema,
  pageQuerySchema,
  pageRequestSchema,
  screenRoles,
} from '@bo/contract';
import { rolesAccess } from '../../platform/http/access.js';
import { currentUser } from '../../platform/http/current-user.js';
import { presentOutboxRow, presentOutboxSummary } from './outbox.presenter.js';
import type { OutboxService } from './outbox.service.js';

/** Those who approve requests see the e-mail that approving sends (DESIGN §4, §5). */
// The outbox belongs to the requests screen, whose approvals send its e-mail.
const config = { access: rolesAccess(...screenRoles.requests) };
const tags = ['mail'];

/** The outbox list, its counts and the retry of a failed e-mail; bodies are never sent. */
export function registerOutboxRoutes(app: FastifyInstance, service: OutboxService): void {
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
      const page = await service.page(currentUser(request), request.body, request.query);
      return { ...page, rows: page.rows.map(presentOutboxRow) };
    },
  );

  api.post(
    mailApi.outboxSummary,
    { config, schema: { tags, response: { 200: outboxSummarySchema } } },
    async (request) =>
      presentOutboxSummary(await service.counts(currentUser(request)), service.smtpEnabled),
  );

  api.post(
    mailApi.retry,
    { config, schema: { tags, body: idBodySchema, response: { 200: okAnswerSchema } } },
    async (request) => {
      await service.retry(currentUser(request), request.body);
      return { ok: true as const };
    },
  );
}
