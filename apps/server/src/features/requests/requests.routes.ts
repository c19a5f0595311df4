import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  idBodySchema,
  pageRequestSchema,
  requestApi,
  requestCountsAnswerSchema,
  requestFiltersAnswerSchema,
  requestSchema,
  requestsPageAnswerSchema,
  requestsPageQuerySchema,
  sendForConfirmAnswerSchema,
  screenRoles,
} from '@bo/contract';
import { rolesAccess } from '../../platform/http/access.js';
import { featureRoutes } from '../../platform/http/route.js';
import type { RequestsService } from './requests.service.js';

export function registerRequestRoutes(app: FastifyInstance, service: RequestsService): void {
  // Requests: CustomerManager or SalesManager (DESIGN §4).
  const route = featureRoutes(app, {
    access: rolesAccess(...screenRoles.requests),
    tags: ['requests'],
  });

  route.post(
    requestApi.requests,
    {
      summary: 'Every request of the company, newest first (capped like All)',
      answer: z.array(requestSchema),
    },
    ({ user }) => service.all(user),
  );

  route.post(
    requestApi.requestsPage,
    {
      summary:
        'One page of requests; filter searches customer code, name, e-mail and phone; type and status narrow it',
      body: pageRequestSchema,
      query: requestsPageQuerySchema,
      answer: requestsPageAnswerSchema,
    },
    ({ user, body, query }) => service.page(user, body, query),
  );

  route.post(
    requestApi.requestFilters,
    {
      summary: 'The types and statuses present in the company requests',
      answer: requestFiltersAnswerSchema,
    },
    ({ user }) => service.filters(user),
  );

  route.post(
    requestApi.requestCounts,
    {
      summary: 'How many company requests wait for review (status 1 New), for the home page',
      answer: requestCountsAnswerSchema,
    },
    ({ user }) => service.counts(user),
  );

  route.post(
    requestApi.sendForConfirm,
    {
      summary:
        'Approves a registration request: creates the blocked portal user and e-mails a confirmation link',
      body: idBodySchema,
      answer: sendForConfirmAnswerSchema,
    },
    ({ user, body }) => service.sendForConfirm(user, body),
  );
}
