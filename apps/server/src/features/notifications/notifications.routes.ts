import type { FastifyInstance } from 'fastify';
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
import { featureRoutes } from '../../platform/http/route.js';
import type { NotificationsService } from './notifications.service.js';

export function registerNotificationRoutes(
  app: FastifyInstance,
  service: NotificationsService,
): void {
  // DESIGN §4: Notifications: NotificationManager.
  const route = featureRoutes(app, {
    access: rolesAccess(...screenRoles.notifications),
    tags: ['notifications'],
  });

  route.post(notificationApi.types, { answer: z.array(notificationTypeSchema) }, () =>
    service.types(),
  );

  // Preview and create check their body in the service (notification-request.ts),
  // so that a refusal carries the spec's text; the schemas here document it.
  route.post(
    notificationApi.preview,
    {
      summary: 'One page of the customers the terms select, with their messages',
      description:
        'Body `{type, contentTerms, size, page, desc}`; query `{filter, orderBy}` (custNo, custName or balance).',
      body: z.unknown(),
      query: pageQuerySchema,
      answer: notificationPreviewAnswerSchema,
    },
    ({ user, body, query }) => service.preview(user, body, query),
  );

  route.post(
    notificationApi.create,
    {
      summary: 'One notification per customer the terms select',
      description: 'Body `{type, contentTerms}`; answers how many were created and skipped.',
      body: z.unknown(),
      answer: notificationCreateAnswerSchema,
    },
    ({ user, body }) => service.create(user, body),
  );

  route.post(
    notificationApi.notificationsPage,
    {
      summary: 'One page of the notification list',
      body: pageRequestSchema,
      query: notificationsPageQuerySchema,
      answer: notificationsPageAnswerSchema,
    },
    ({ user, body, query }) => service.page(user, body, query),
  );
}
