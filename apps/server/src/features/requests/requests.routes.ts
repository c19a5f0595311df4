import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { currentUser } from '../../platform/http/current-user.js';
import type { RequestsService } from './requests.service.js';

/** Requests: CustomerManager or SalesManager (DESIGN §4). */
const config = { access: rolesAccess(...screenRoles.requests) };
const tags = ['requests'];

export function registerRequestRoutes(app: FastifyInstance, service: RequestsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    requestApi.requests,
    {
      config,
      schema: {
        tags,
        summary: 'Every request of the company, newest first (capped like All)',
        response: { 200: z.array(requestSchema) },
      },
    },
    (request) => service.all(currentUser(request)),
  );

  api.post(
    requestApi.requestsPage,
    {
      config,
      schema: {
        tags,
        summary:
          'One page of requests; filter searches customer code, name, e-mail and phone; type and status narrow it',
        body: pageRequestSchema,
        querystring: requestsPageQuerySchema,
        response: { 200: requestsPageAnswerSchema },
      },
    },
    (request) => service.page(currentUser(request), request.body, request.query),
  );

  api.post(
    requestApi.requestFilters,
    {
      config,
      schema: {
        tags,
        summary: 'The types and statuses present in the company requests',
        response: { 200: requestFiltersAnswerSchema },
      },
    },
    (request) => service.filters(currentUser(request)),
  );

  api.post(
    requestApi.requestCounts,
    {
      config,
      schema: {
        tags,
        summary: 'How many company requests wait for review (status 1 New), for the home page',
        response: { 200: requestCountsAnswerSchema },
      },
    },
    (request) => service.counts(currentUser(request)),
  );

  api.post(
    requestApi.sendForConfirm,
    {
      config,
      schema: {
        tags,
        summary:
          'Approves a registration request: creates the blocked portal user and e-mails a confirmation link',
        body: idBodySchema,
        response: { 200: sendForConfirmAnswerSchema },
      },
    },
    (request) => service.sendForConfirm(currentUser(request), request.body),
  );
}
