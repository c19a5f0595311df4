import type { FastifyInstance } from 'fastify';
import {
  idBodySchema,
  mailApi,
  outboxPageAnswerSchema,
  outboxSummarySchema,
  pageQuerySchema,
  pageRequestSchema,
  screenRoles,
} from '@bo/contract';
import { rolesAccess } from '../../platform/http/access.js';
import { presentPage } from '../../platform/http/paging.js';
import { featureRoutes } from '../../platform/http/route.js';
import { presentOutboxRow, presentOutboxSummary } from './outbox.presenter.js';
import type { OutboxService } from './outbox.service.js';

/** The outbox list, its counts and the retry of a failed e-mail; bodies are never sent. */
export function registerOutboxRoutes(app: FastifyInstance, service: OutboxService): void {
  // Those who approve requests see the e-mail that approving sends (DESIGN §4, §5).
  const route = featureRoutes(app, {
    access: rolesAccess(...screenRoles.requests),
    tags: ['mail'],
  });

  route.post(
    mailApi.outboxPage,
    {
      summary: 'One page of the e-mail outbox, newest first; filter searches address and subject',
      body: pageRequestSchema,
      query: pageQuerySchema,
      answer: outboxPageAnswerSchema,
    },
    ({ user, body, query }) => presentPage(service.page(user, body, query), presentOutboxRow),
  );

  route.post(mailApi.outboxSummary, { answer: outboxSummarySchema }, async ({ user }) =>
    presentOutboxSummary(await service.counts(user), service.smtpEnabled),
  );

  route.post(mailApi.retry, { body: idBodySchema }, async ({ user, body }) => {
    await service.retry(user, body);
  });
}
