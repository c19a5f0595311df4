import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notificationApi,
  notificationCreateAnswerSchema,
  notificationPreviewAnswerSchema,
  notificationsPageAnswerSchema,
  notificationsPageQuerySchema,
  notificationTypeSchema,
  pageQuerySchema,
  pageRequestSchema,
  screenRoles,
} from '@bo/contract';
import { rolesAccess } from '../../platform/http/access.js';
import { currentUser } from '../../platform/http/current-user.js';
import type { NotificationsService } from './notifications.service.js';

const tags = ['notifications'];
/** DESIGN §4: Notifications: NotificationManager. */
const config = { access: rolesAccess(...screenRoles.notifications) };

export function registerNotificationRoutes(
  app: FastifyInstance,
  service: NotificationsService,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    notificationApi.types,
    { config, schema: { tags, response: { 200: z.array(notificationTypeSchema) } } },
    () => service.types(),
  );

  // Preview and create check their body in the service (notification-request.ts),
  // so that a refusal carries the spec's text; the schemas here document it.
  api.post(
    notificationApi.preview,
    {
      config,
      schema: {
        tags,
        summary: 'One page of the customers the terms select, with their messages',
        description:
          'Body `{type, contentTerms, size, page, desc}`; query `{filter, orderBy}` (custNo, custName or balance).',
        body: z.unknown(),
        querystring: pageQuerySchema,
        response: { 200: notificationPreviewAnswerSchema },
      },
    },
    (request) => service.preview(currentUser(request), request.body, request.query),
  );

  api.post(
    notificationApi.create,
    {
      config,
      schema: {
        tags,
        summary: 'One notification per customer the terms select',
        description: 'Body `{type, contentTerms}`; answers how many were created and skipped.',
        body: z.unknown(),
        response: { 200: notificationCreateAnswerSchema },
      },
    },
    (request) => service.create(currentUser(request), request.body),
  );

  api.post(
    notificationApi.notificationsPage,
    {
      config,
      schema: {
        tags,
        summary: 'One page of the notification list',
        body: pageRequestSchema,
        querystring: notificationsPageQuerySchema,
        response: { 200: notificationsPageAnswerSchema },
      },
    },
    (request) => service.page(currentUser(request), request.body, request.query),
  );
}
